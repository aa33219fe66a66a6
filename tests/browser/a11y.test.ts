import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../helpers/browser.ts';
import type { SiteServer } from '../helpers/realSite.ts';
import { withRealSiteInBrowser } from '../helpers/realSiteBrowser.ts';

/**
 * Accessibility of the real site (issue 11, point 7): axe-core, run in the page, on the home page,
 * a doc, a category index, the blog list and a post, in both colour modes and at desktop and phone
 * width. No serious or critical violation of WCAG 2.1 A/AA (which includes colour contrast).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = {
  home: '/',
  doc: '/docs/latest/quick-start',
  'category index': '/docs/latest/specs',
  'blog list': '/blog',
  post: '/blog/2025/07/opentelemetry-metrics',
};

let browser: Browser;
let server: SiteServer;

withRealSiteInBrowser((ready) => ({ browser, server } = ready));

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe on the page; returns its serious and critical violations, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`);
}

describe('axe-core on the real site', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      it(`finds no serious or critical violation in ${mode} mode at ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
        await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        const found: string[] = [];
        for (const [name, path] of Object.entries(PAGES)) {
          await page.goto(`${server.url}${path}`);
          await waitForHydration(page);
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
          for (const line of await seriousViolations(page)) found.push(`${name} (${path}): ${line}`);
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
});
