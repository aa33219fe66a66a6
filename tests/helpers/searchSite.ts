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
/** The hits of the open results: the rows of the grid the box controls. */
export const SEARCH_HITS = '[role="grid"] [role="row"]';
/** Each hit's link, in its row's one cell. */
export const SEARCH_HIT_LINKS = '[role="grid"] [role="row"] > [role="gridcell"] > a[href]';

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
  await page.waitForSelector(SEARCH_HITS);
  await page.waitForFunction(() => !document.querySelector('.search-box__hit-snippet--loading'));
}

/** The titles of the hits shown. */
export async function hitTitles(page: Page): Promise<string[]> {
  return page.locator(`${SEARCH_HITS} .search-box__hit-title`).allTextContents();
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

/** What Chromium's accessibility tree gives assistive technology for the open results. */
export interface SearchAccessibility {
  /** Each row of the grid that holds a cell holding a link: its address and whether the row is selected. */
  rows: { selected: boolean; url: string }[];
  /** How many rows the grid has (rows without a cell and link are not in `rows`). */
  rowCount: number;
  /** The box's aria-activedescendant as resolved by Chromium: its role, DOM id and the address of the link in it. */
  activeDescendant: { role: string; id: string; linkUrl: string | undefined } | undefined;
}

/** Reads the search results from Chromium's accessibility tree (Playwright's aria snapshot and CDP's full tree). */
export async function searchAccessibility(page: Page): Promise<SearchAccessibility> {
  const snapshot = await page.locator('[role="grid"]').ariaSnapshot();
  const rows = [...snapshot.matchAll(/^ {2}- row "[^\n]*"( \[selected\])?:\n {4}- gridcell "[^\n]*":\n {6}- link "[^\n]*":\n {8}- \/url: (\S+)$/gm)].map((m) => ({ selected: !!m[1], url: m[2]! }));
  const rowCount = snapshot.match(/^ {2}- row /gm)?.length ?? 0;
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const box = nodes.find((n) => n.role?.value === 'combobox');
    const target = box?.properties?.find((p) => p.name === 'activedescendant')?.value.relatedNodes?.[0]?.backendDOMNodeId;
    const cell = target === undefined ? undefined : nodes.find((n) => n.backendDOMNodeId === target);
    if (!cell || target === undefined) return { rows, rowCount, activeDescendant: undefined };
    const { node } = await cdp.send('DOM.describeNode', { backendNodeId: target });
    const attributes = node.attributes ?? [];
    const id = attributes[attributes.indexOf('id') + 1] ?? '';
    const link = nodes.find((n) => cell.childIds?.includes(n.nodeId) && n.role?.value === 'link');
    const linkUrl = link?.properties?.find((p) => p.name === 'url')?.value.value as string | undefined;
    return { rows, rowCount, activeDescendant: { role: String(cell.role?.value), id, linkUrl } };
  } finally {
    await cdp.detach();
  }
}
