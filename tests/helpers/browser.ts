import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** Debian's Chromium; the suite never downloads a browser. */
export const CHROMIUM_PATH = process.env.FOLIO_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep Chromium off the network and quiet in this sandbox. */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Launches headless Chromium, or fails loudly: a missing browser is never a silent skip. `extraArgs` are added Chromium flags. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" (the .ci/run script does this).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Hosts of web fonts: offline here, so their stylesheets are answered with an empty one. */
const FONT_HOSTS = /fonts\.(googleapis|gstatic|example)\.(com|org)/;

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

/** Waits until the app has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}
