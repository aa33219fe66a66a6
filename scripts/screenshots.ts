/**
 * Screenshots of the real site for looking at the theme (issue 6, point 15): home, a doc, a
 * category index, the blog list and a post, in light and dark mode, at 390 and 1280 px wide.
 *
 *   npx tsx scripts/screenshots.ts [--only=<name>] [--widths=390,1280] [--modes=light,dark] [--viewport] [--sheets]
 *
 * Builds the real site into tests/.tmp/real-site unless an up-to-date build is there, serves it on
 * 127.0.0.1 and writes `<name>-<mode>-<width>.png` (full page, or the first screen with --viewport)
 * to tests/.tmp/screenshots/; --sheets also cuts each into side-by-side slices for viewing. The machine is offline: web-font requests get an empty answer.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { serveBuild } from '../packages/core/src/server/serve.ts';
import { launchBrowser, waitForHydration } from '../tests/helpers/browser.ts';
import { ensureRealSiteBuild } from '../tests/helpers/realSite.ts';
import { REPO_ROOT } from '../tests/helpers/site.ts';
import { writeSheets } from './screenshot-sheets.ts';

/** The pages looked at, by screenshot name. */
export const SCREENSHOT_PAGES: Record<string, string> = {
  home: '/',
  doc: '/docs/latest/reference/run',
  category: '/docs/latest/apis',
  blog: '/blog',
  post: '/blog/2025/07/opentelemetry-metrics',
  architecture: '/docs/latest/reference/architecture',
};

const FONT_HOSTS = /fonts\.(googleapis|gstatic)\.com/;
const OUT_DIR = path.join(REPO_ROOT, 'tests', '.tmp', 'screenshots');

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function shoot(browser: Browser, url: string, file: string, mode: string, width: number, fullPage: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await context.route(FONT_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`${url}: ${error.message}`));
  await page.goto(url);
  await waitForHydration(page);
  // Lazy images below the fold load only when scrolled to; a full-page shot wants them all.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Mermaid diagrams draw after hydration (a lazy chunk): wait until none is pending.
  await page.waitForFunction(() => !document.querySelector('.mermaid-diagram--pending'));
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  await context.close();
}

async function main(): Promise<void> {
  const only = option('only')?.split(',');
  const widths = (option('widths') ?? '390,1280').split(',').map(Number);
  const modes = (option('modes') ?? 'light,dark').split(',');
  const fullPage = !process.argv.includes('--viewport');
  const dir = await ensureRealSiteBuild();
  const server = await serveBuild({ dir, port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    for (const [name, route] of Object.entries(SCREENSHOT_PAGES)) {
      if (only && !only.includes(name)) continue;
      for (const mode of modes) {
        for (const width of widths) {
          const file = path.join(OUT_DIR, `${name}-${mode}-${width}.png`);
          await shoot(browser, server.url + route, file, mode, width, fullPage);
          console.log(path.relative(REPO_ROOT, file));
          if (process.argv.includes('--sheets')) await writeSheets(file, width < 600 ? 1100 : 1000, width < 600 ? 4 : 1);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
