import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { serveRealSite, type SiteServer } from './realSite.ts';

/** Chromium and a server of the real site's build, for one test file. */
export interface RealSiteInBrowser {
  browser: Browser;
  server: SiteServer;
}

/**
 * Before a test file's tests, builds the real site if needed, serves it and launches Chromium,
 * handing both to `onReady`; closes them after the tests.
 */
export function withRealSiteInBrowser(onReady: (ready: RealSiteInBrowser) => void): void {
  let ready: Partial<RealSiteInBrowser> = {};
  beforeAll(async () => {
    ready.server = await serveRealSite();
    ready.browser = await launchBrowser();
    onReady(ready as RealSiteInBrowser);
  }, 900_000);
  afterAll(async () => {
    await ready.browser?.close();
    await ready.server?.close();
    ready = {};
  });
}
