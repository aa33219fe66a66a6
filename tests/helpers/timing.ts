import type { Page, Request, Route } from 'playwright-core';

/**
 * Controlled time for browser tests. The suite runs beside other work on a 2-core machine, so a
 * test never decides "before" and "after" by the wall clock (sleeps, elapsed-time thresholds);
 * it decides them itself:
 *
 * - `pauseClock` stops the page's clock (Playwright's `page.clock`: timers, `Date`,
 *   `performance.now`, animation frames), and `page.clock.runFor(ms)` then moves it exactly `ms`
 *   on, firing the timers due. "Nothing after 199 ms, the spinner at 200 ms" is two `runFor` calls.
 * - `holdRequests` keeps matching requests waiting until the test calls `release()`, so "the data
 *   is still loading" lasts exactly as long as the test needs, however slow or fast the machine.
 * - `untilQuiet` (with `watchPageActivity`) waits for a page to go quiet: no fetch, preload or
 *   scripted image pending, and a task turn plus two frames start none, so "nothing else was
 *   fetched" is checked once the page has done what it would do, not after a sleep.
 * - To wait for something to happen, wait for the thing itself (`waitForFunction`, `waitForSelector`,
 *   `expect.poll`) with a generous limit; never assert on elapsed time.
 */

/** Matching requests held by the test until `release()`. */
export interface HeldRequests {
  /** Resolves once `count` matching requests (default 1) have arrived and are being held. */
  arrived(count?: number): Promise<Request>;
  /** Lets every held request through, and every later one at once. */
  release(): void;
  /** Matching requests seen so far. */
  readonly requests: readonly Request[];
}

/**
 * Holds a page's requests for `url` (a glob or RegExp, as `page.route` takes) until `release()`;
 * then each goes on to the page's other routes and the server (or is aborted, with `then: 'abort'`).
 * Requests for which `only` returns false pass at once. Note that any `page.route` turns Chromium's HTTP cache off for the page.
 */
export async function holdRequests(page: Page, url: string | RegExp, options: { only?: (request: Request) => boolean; then?: 'continue' | 'abort' } = {}): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: Request[] = [];
  const waiters: { count: number; resolve: (request: Request) => void }[] = [];
  await page.route(url, async (route: Route) => {
    const request = route.request();
    if (options.only && !options.only(request)) return route.fallback();
    requests.push(request);
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve(request);
    await released;
    // The page may have closed or navigated away meanwhile: nothing to answer then.
    await (options.then === 'abort' ? route.abort() : route.fallback()).catch(() => undefined);
  });
  return {
    arrived: (count = 1) => (requests.length >= count ? Promise.resolve(requests[count - 1]!) : new Promise((resolve) => waiters.push({ count, resolve }))),
    release,
    requests,
  };
}

/**
 * Installs Playwright's clock in the page and pauses it, before or after the page loads: from then
 * on no timer fires, no animation frame runs and `Date`/`performance.now` stand still until the test
 * moves time with `page.clock.runFor(ms)` (or lets it flow again with `page.clock.resume()`).
 * Network, rendering and React's scheduler (a MessageChannel) keep going.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** Resolves after the page has run every task queued before this call (a MessageChannel round trip, which the clock leaves alone). */
export async function pageTurn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/** Resolves after two animation frames of the page (intersection observers have reported by then). Not for a page whose clock is paused. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Counts, inside the page, what can start a request: `fetch` calls (and whether they have finished),
 * elements added to the document (a `<link rel=prefetch>`, a script, an image), and images made
 * by script with `new Image()` (an image loaded ahead of time, never added to the document). A
 * preload link (`modulepreload`, `preload`, `prefetch`) and a scripted image are pending, like a
 * fetch, until they load or fail. Call before the page loads; `untilQuiet` reads the counts.
 * Counting in the page, rather than Playwright's request events (which reach Node a little
 * later), is exact.
 */
export async function watchPageActivity(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const activity = { fetches: 0, fetchesPending: 0, added: 0, urls: [] as string[] };
    (window as unknown as { __activity: typeof activity }).__activity = activity;
    const pathOf = (url: string) => new URL(url, location.href).pathname;
    /** Counts a load the page started, pending until `target` fires load or error. */
    const pendingUntilLoaded = (target: EventTarget, url: string) => {
      activity.fetches += 1;
      activity.fetchesPending += 1;
      activity.urls.push(pathOf(url));
      const settled = () => (activity.fetchesPending -= 1);
      target.addEventListener('load', settled, { once: true });
      target.addEventListener('error', settled, { once: true });
    };
    const nativeFetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      activity.fetches += 1;
      activity.fetchesPending += 1;
      const input = args[0];
      activity.urls.push(pathOf(input instanceof Request ? input.url : String(input)));
      const settled = () => (activity.fetchesPending -= 1);
      const response = nativeFetch(...args);
      // Pending until the body is read or the request fails: reading is what the caller waits on.
      response.then((r) => r.clone().arrayBuffer().then(settled, settled), settled);
      return response;
    };
    const NativeImage = window.Image;
    window.Image = function Image(width?: number, height?: number) {
      const image = new NativeImage(width, height);
      // Its source is set once made (`new Image()` then `.src = url`): counted from then.
      queueMicrotask(() => {
        if (image.src && !image.complete) pendingUntilLoaded(image, image.src);
      });
      return image;
    } as unknown as typeof window.Image;
    window.Image.prototype = NativeImage.prototype;
    const preloads = new Set(['modulepreload', 'preload', 'prefetch']);
    new MutationObserver((records) => {
      for (const record of records) {
        activity.added += record.addedNodes.length;
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && preloads.has(node.rel) && node.href) {
            pendingUntilLoaded(node, node.href);
            continue;
          }
          const url = node instanceof Element ? (node.getAttribute('href') ?? node.getAttribute('src')) : null;
          if (url) activity.urls.push(pathOf(url));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until the page is quiet: no `fetch`, preload link or scripted image pending, and a task
 * turn plus two animation frames (time for intersection observers and effects to run) start no
 * fetch and add no element. After this, whatever the page would fetch or preload in answer to
 * what the test did has been started, and what it fetched or preloaded has arrived.
 * Needs `watchPageActivity`; not for a page whose clock is paused (its frames wait for `runFor`).
 */
export async function untilQuiet(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const activity = (window as unknown as { __activity?: { fetches: number; fetchesPending: number; added: number } }).__activity;
    if (!activity) throw new Error('untilQuiet needs watchPageActivity(page) before the page loads');
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const turn = () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    for (;;) {
      while (activity.fetchesPending > 0) await frame();
      const before = activity.fetches + activity.added;
      await turn();
      await frame();
      await frame();
      await turn();
      if (activity.fetches + activity.added === before && activity.fetchesPending === 0) return;
    }
  });
}

/** Paths the page fetched or pointed an added element at (a preload link, a script), in order, since it loaded. Needs `watchPageActivity`. */
export function activityPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __activity: { urls: string[] } }).__activity.urls]);
}
