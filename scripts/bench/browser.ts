import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, the one the browser tests use (`apt-get install -y chromium`). */
export const CHROMIUM = '/usr/bin/chromium';

/** Launches headless Chromium with the flags every benchmark browser uses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage'] });
}
