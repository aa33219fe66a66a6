import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { serveBuild } from '../../packages/core/src/server/serve.ts';
import { buildQuietly, copyFixture, REPO_ROOT } from './site.ts';

/**
 * What the search box's browser tests share (tests/browser/search*.test.ts): the fixture builds,
 * the box's selectors and the steps of typing a query and waiting for its hits.
 */

/** The search box. */
export const SEARCH_INPUT = 'input[role="combobox"]';
/** The hits of the open list. */
export const SEARCH_OPTIONS = '[role="listbox"] [role="option"]';

/** A built search fixture, served on a free port. */
export interface ServedSearchSite {
  build: string;
  server: Awaited<ReturnType<typeof serveBuild>>;
}

/**
 * Builds the `search-site` fixture and serves it. `siteSized` adds a docs version holding the
 * website's own current docs (a real index to measure queries on); `searchOptions` replaces the
 * search plugin's options (source text of an object literal).
 */
export async function buildSearchSite(opts: { siteSized?: boolean; searchOptions?: string } = {}): Promise<ServedSearchSite> {
  const siteDir = copyFixture('search-site');
  if (opts.siteSized) {
    cpSync(path.join(REPO_ROOT, 'content/docs'), path.join(siteDir, 'versioned_docs/version-site'), { recursive: true });
    cpSync(path.join(siteDir, 'versioned_sidebars/version-1.0-sidebars.json'), path.join(siteDir, 'versioned_sidebars/version-site-sidebars.json'));
    writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(['1.0', 'site']));
  }
  if (opts.searchOptions) {
    const config = path.join(siteDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('{ highlightResult: true, maxHits: 8 }', opts.searchOptions));
  }
  await buildQuietly(siteDir);
  const build = path.join(siteDir, 'build');
  return { build, server: await serveBuild({ dir: build, port: 0 }) };
}

/** The name of the JavaScript chunk holding lunr in a build. */
export function lunrChunkOf(build: string): string | undefined {
  const jsDir = path.join(build, 'assets/js');
  return readdirSync(jsDir).find((f) => readFileSync(path.join(jsDir, f), 'utf8').includes('.version="2.3.9"'));
}

/** Types a query into the box (replacing what it held) and waits until the box holds it. */
export async function typeQuery(page: Page, query: string): Promise<void> {
  await page.fill(SEARCH_INPUT, query);
  await page.waitForFunction((q) => document.querySelector<HTMLInputElement>('input[role="combobox"]')?.value === q, query);
}

/** Waits until every hit shown has its snippet (their texts are fetched after the hits show). */
export async function waitForSnippets(page: Page): Promise<void> {
  await page.waitForSelector(SEARCH_OPTIONS);
  await page.waitForFunction(() => !document.querySelector('.search-box__hit-snippet--loading'));
}

/** The titles of the hits shown. */
export async function hitTitles(page: Page): Promise<string[]> {
  return page.locator(`${SEARCH_OPTIONS} .search-box__hit-title`).allTextContents();
}

/** Holds every request for the manifest until `release` is called (the search files cannot arrive before). */
export async function holdManifest(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search/manifest.json', async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Waits until the search files are in (the box is no longer busy). */
export async function waitForSearchReady(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('input[role="combobox"]')?.getAttribute('aria-busy') === 'false' && document.querySelector<HTMLInputElement>('input[role="combobox"]')?.placeholder === 'Search',
    undefined,
    timeout ? { timeout } : {},
  );
}
