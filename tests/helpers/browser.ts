import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's Chromium; the suite never downloads a browser. */
export const CHROMIUM_PATH = process.env.FOLIO_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network and quiet in this sandbox. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Launches headless Chromium, or fails loudly: a missing browser is never a silent skip. `extraArgs` are added Chromium flags. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" (npm test does this itself when it runs as root).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Hosts of web fonts: offline here, so their stylesheets are answered with an empty one. */
const FONT_HOSTS = /fonts\.(googleapis|gstatic|example)\.(com|org)/;

/** URL patterns (CDP `Fetch` syntax) of the web-font provider the site's head links to. */
const FONT_URL_PATTERNS = ['https://fonts.googleapis.com/*', 'https://fonts.gstatic.com/*'];

/**
 * Answers the web-font provider's requests of one page with an empty stylesheet (an empty body for
 * font files) through the DevTools `Fetch` domain, and counts them.
 *
 * Unlike `page.route`, this intercepts only the font URLs and leaves Chromium's HTTP cache on:
 * any Playwright route turns the cache off for the whole page (playwright-core sends
 * `Network.setCacheDisabled`), and a crawl of hundreds of pages would then download every script
 * again for each. Do not combine with `page.route` on the same page.
 */
export async function stubWebFontsKeepingCache(page: Page): Promise<{ stubbed: () => number }> {
  const session = await page.context().newCDPSession(page);
  let count = 0;
  session.on('Fetch.requestPaused', (event) => {
    count++;
    const stylesheet = new URL(event.request.url).hostname === 'fonts.googleapis.com';
    session
      .send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: 200,
        responseHeaders: [
          { name: 'Content-Type', value: stylesheet ? 'text/css; charset=utf-8' : 'font/woff2' },
          { name: 'Access-Control-Allow-Origin', value: '*' },
        ],
        body: '',
      })
      // The page may be gone (closed or navigated away) before the answer; nothing to do then.
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', { patterns: FONT_URL_PATTERNS.map((urlPattern) => ({ urlPattern, requestStage: 'Request' as const })) });
  return { stubbed: () => count };
}

/** A page that records console problems and failed requests, with font requests stubbed. */
export interface WatchedPage {
  page: Page;
  consoleErrors: string[];
  consoleWarnings: string[];
  failedRequests: string[];
}

/** Opens a page in a fresh context that records what a clean page must not show. */
export async function openWatchedPage(browser: Browser, options: { viewport?: { width: number; height: number }; context?: BrowserContext } = {}): Promise<WatchedPage> {
  const context = options.context ?? (await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } }));
  const page = await context.newPage();
  const watched: WatchedPage = { page, consoleErrors: [], consoleWarnings: [], failedRequests: [] };
  await page.route(FONT_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text());
    if (message.type() === 'warning') watched.consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => watched.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!FONT_HOSTS.test(request.url())) watched.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return watched;
}

/** Waits until the app has hydrated. (Right after a navigation commits, the new document may have no root element yet.) */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
}
