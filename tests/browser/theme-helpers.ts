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

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
