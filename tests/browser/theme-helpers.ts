import type { Page } from 'playwright-core';

/** The route the server inlined into a page's HTML: its component chunk, content chunk and props URLs. */
export interface BootRoute {
  c: string;
  m?: string;
  p?: string;
}

/** Reads the boot route of a served page (fetched from Node, not through the browser). */
export async function readBootRoute(url: string): Promise<BootRoute> {
  const html = await (await fetch(url)).text();
  const json = /<script id="__FOLIO_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`No boot data in ${url}`);
  return (JSON.parse(json) as { route: BootRoute }).route;
}

/** Marks the document so a test can tell a client-side navigation from a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** True while the document marked by `markDocument` is still the one shown. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)) === true;
}

/** Turns the reader's data saver on (before the page loads): the runtime then prefetches nothing, so a page's requests are its navigations' alone. */
export async function saveData(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
}

/** Starts noting whether the progress bar (`#nprogress`) ever appears; the returned function reads it. */
export async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { __bar: boolean };
    w.__bar = document.getElementById('nprogress') !== null;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__bar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __bar: boolean }).__bar);
}
