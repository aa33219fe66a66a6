import { parse, type DefaultTreeAdapterMap } from 'parse5';

/**
 * What the crawl reads from a page's server HTML (parsed with parse5, as a browser parses it): its
 * title, h1s and head tags, every same-origin file it refers to (what the browser and the runtime
 * would fetch to show and hydrate it), and the features that make it a different kind of page to
 * hydrate. Pure functions.
 */

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** A head tag the site config adds to every page. */
export interface HeadTag {
  tagName: string;
  attributes: Record<string, string | boolean>;
}

/** The route the server inlined into the page: the runtime loads these files to hydrate it. */
export interface BootFiles {
  c: string;
  m?: string;
  p?: string;
  d?: Record<string, string>;
}

/** What the crawl checks and samples by, read from one page's HTML. */
export interface PageFacts {
  title: string;
  h1: number;
  /** Head tags of `expected` the head lacks, written out. */
  missingHeadTags: string[];
  /** Same-origin paths the page refers to (scripts, styles, preloads, images, icons, and its route's files). */
  files: string[];
  /** The page component's file (the route's `c`), without its content hash: the kind of page. */
  kind: string;
  /** Feature keys for sampling: the kind in its docs version, the kind with the set of elements its `<main>` holds, the kind with each class block in `<main>`. */
  features: string[];
  /** Every route table and the not-found route's files the runtime may load, from the boot data (the same for every page of a build). */
  siteFiles: string[];
}

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
  if ('content' in node && node.content) yield* walk(node.content as Node);
}

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element): string => element.childNodes.map((child) => ('value' in child ? child.value : 'tagName' in child ? text(child) : '')).join('');

/** Same-origin path of a URL written in the page, or undefined for another origin or a non-file URL. */
function localPath(url: string | undefined): string | undefined {
  if (!url || url.startsWith('data:') || url.startsWith('#') || url.startsWith('mailto:')) return undefined;
  if (/^[a-z]+:/i.test(url) || url.startsWith('//')) return undefined;
  return new URL(url, 'http://page.invalid/').pathname;
}

function matches(element: Element, tag: HeadTag): boolean {
  if (element.tagName !== tag.tagName) return false;
  return Object.entries(tag.attributes).every(([name, value]) => {
    const actual = attr(element, name);
    return value === true ? actual !== undefined : value === false ? actual === undefined : actual === value;
  });
}

/** The files of a route object of the boot data. */
function routeFiles(route: BootFiles): string[] {
  return [route.c, route.m, route.p, ...Object.values(route.d ?? {})].filter((u): u is string => Boolean(u));
}

/** Reads a page's facts from its HTML. `path` is the page's site path; `expected` the head tags every page must have. */
export function readServedPage(path: string, html: string, expected: HeadTag[]): PageFacts {
  const document = parse(html);
  const elements = [...walk(document)];
  const head = elements.find((e) => e.tagName === 'head');
  const headElements = head ? [...walk(head)] : [];
  const titleElement = headElements.find((e) => e.tagName === 'title');
  const files = new Set<string>();
  const add = (url: string | undefined) => {
    const local = localPath(url);
    if (local) files.add(local);
  };
  for (const element of elements) {
    if (element.tagName === 'link' && attr(element, 'rel') !== 'canonical' && attr(element, 'rel') !== 'alternate') add(attr(element, 'href'));
    if (['script', 'img', 'source', 'video', 'audio', 'iframe', 'embed'].includes(element.tagName)) add(attr(element, 'src'));
    for (const candidate of (attr(element, 'srcset') ?? '').split(',')) add(candidate.trim().split(/\s+/)[0]);
  }
  const bootElement = elements.find((e) => e.tagName === 'script' && attr(e, 'id') === '__FOLIO_DATA__');
  if (!bootElement) throw new Error(`${path}: no boot data (#__FOLIO_DATA__) in the page`);
  const boot = JSON.parse(text(bootElement)) as { route: BootFiles; site: { sections: Record<string, string | string[]>; notFound: BootFiles } };
  for (const file of routeFiles(boot.route)) add(file);
  const siteFiles = [...Object.values(boot.site.sections).flat(), ...routeFiles(boot.site.notFound)];

  const kind = boot.route.c.replace(/-[A-Za-z0-9_]{8}\.js$/, '');
  const version = path.startsWith('/docs/') ? (path.split('/')[2] ?? '') : '-';
  const main = elements.find((e) => e.tagName === 'main');
  const tags = new Set<string>();
  const blocks = new Set<string>();
  for (const element of main ? walk(main) : []) {
    tags.add(element.tagName);
    for (const name of (attr(element, 'class') ?? '').split(/\s+/)) if (name) blocks.add(name.split(/__|--/)[0]!);
  }
  return {
    title: titleElement ? text(titleElement).trim() : '',
    h1: elements.filter((e) => e.tagName === 'h1').length,
    missingHeadTags: expected
      .filter((tag) => !headElements.some((element) => matches(element, tag)))
      .map(({ tagName, attributes }) => `<${tagName} ${Object.entries(attributes).map(([n, v]) => `${n}="${String(v)}"`).join(' ')}>`),
    files: [...files],
    kind,
    features: [`${kind} in ${version}`, `${kind} with ${[...tags].sort().join(' ')}`, ...[...blocks].sort().map((block) => `${kind} .${block}`)],
    siteFiles,
  };
}

/** Same-origin files a script or stylesheet refers to: static and dynamic imports, and CSS `url()`s. */
export function referencedFiles(file: string, body: string): string[] {
  const found = new Set<string>();
  const patterns = file.endsWith('.css') ? [/url\(\s*["']?([^"')]+)["']?\s*\)/g] : [/(?:from|import)\s*\(?\s*"([^"]+\.js)"/g];
  for (const pattern of patterns) {
    for (const match of body.matchAll(pattern)) {
      const url = match[1]!;
      if (/^[a-z]+:/i.test(url) || url.startsWith('//') || url.startsWith('data:')) continue;
      found.add(new URL(url, `http://page.invalid${file}`).pathname);
    }
  }
  return [...found];
}

/**
 * A small set of pages that has every feature some page has: each kind of page in each docs version,
 * with each set of elements, and with each class block. Greedy set cover, deterministic (ties go to
 * the page listed first).
 */
export function sampleCoveringFeatures(pages: { path: string; features: string[] }[]): string[] {
  const uncovered = new Set(pages.flatMap((page) => page.features));
  const sample: string[] = [];
  while (uncovered.size > 0) {
    let best = pages[0]!;
    let bestCount = -1;
    for (const page of pages) {
      const count = page.features.filter((feature) => uncovered.has(feature)).length;
      if (count > bestCount) {
        best = page;
        bestCount = count;
      }
    }
    sample.push(best.path);
    for (const feature of best.features) uncovered.delete(feature);
  }
  return sample;
}
