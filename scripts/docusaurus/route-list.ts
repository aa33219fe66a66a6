import { closeSync, existsSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';

/** One HTML file a build wrote, as the URL path it serves. */
export interface RouteFile {
  /** The URL path without a trailing slash (`/` for the home page): `a/b/index.html` and `a/b.html` are both `/a/b`. */
  route: string;
  /** The file, relative to the build folder, with `/` separators. */
  file: string;
  /** A client-side redirect page (`<meta http-equiv="refresh">`), as redirect plugins write. */
  redirect: boolean;
}

/**
 * The route an HTML file of a build serves: `index.html` → `/`, `a/b/index.html` → `/a/b`,
 * `a/b.html` → `/a/b`, `404.html` → `/404`. Docusaurus writes a route `/a/b` as `a/b/index.html`
 * (trailingSlash true or unset) or `a/b.html` (trailingSlash false), so both forms name one route and
 * the two tools' lists compare whatever form each chose; `diffRoutes` reports the form separately.
 * `undefined` for a file that is not HTML. Pure.
 */
export function routeOfFile(file: string): string | undefined {
  const posix = file.split(path.sep).join('/').replace(/^\/+/, '');
  if (!posix.endsWith('.html')) return undefined;
  const withoutIndex = posix === 'index.html' ? '' : posix.endsWith('/index.html') ? posix.slice(0, -'/index.html'.length) : posix.slice(0, -'.html'.length);
  return `/${withoutIndex}`;
}

/** Every `.html` file under `dir`, relative to it with `/` separators, sorted. */
export function listHtmlFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, relative: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), rel);
      else if (entry.name.endsWith('.html')) found.push(rel);
    }
  };
  walk(dir, '');
  return found.sort();
}

/** Whether an HTML text is a redirect page: a `<meta http-equiv="refresh">` in its head. Pure. */
export function isRedirectPage(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

/** The first `bytes` bytes of a file as text (redirect pages say so in their first few hundred bytes). */
function readHead(file: string, bytes = 4096): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const read = readSync(fd, buffer, 0, bytes, 0);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The routes of a build folder, one per HTML file, sorted by route. Throws when the folder does not exist. */
export function readRoutes(buildDir: string): RouteFile[] {
  if (!existsSync(buildDir)) throw new Error(`No build folder at ${buildDir}.`);
  return listHtmlFiles(buildDir).map((file) => ({ route: routeOfFile(file)!, file, redirect: isRedirectPage(readHead(path.join(buildDir, file))) }));
}

/** Where two builds' route lists differ. */
export interface RouteDiff {
  /** Routes both wrote. */
  common: number;
  onlyDocusaurus: RouteFile[];
  onlyFolio: RouteFile[];
  /** Routes both wrote, but as different files (`a.html` against `a/index.html`). */
  differentFile: { route: string; docusaurus: string; folio: string }[];
  /** Routes both wrote, a redirect page in one and a page in the other. */
  differentKind: { route: string; docusaurusRedirect: boolean }[];
}

/** Compares the routes Docusaurus wrote with those Folio wrote. Pure. */
export function diffRoutes(docusaurus: readonly RouteFile[], folio: readonly RouteFile[]): RouteDiff {
  const byRoute = (list: readonly RouteFile[]) => new Map(list.map((entry) => [entry.route, entry]));
  const ours = byRoute(folio);
  const theirs = byRoute(docusaurus);
  const diff: RouteDiff = { common: 0, onlyDocusaurus: [], onlyFolio: [], differentFile: [], differentKind: [] };
  for (const entry of theirs.values()) {
    const match = ours.get(entry.route);
    if (!match) {
      diff.onlyDocusaurus.push(entry);
      continue;
    }
    diff.common++;
    if (match.file !== entry.file) diff.differentFile.push({ route: entry.route, docusaurus: entry.file, folio: match.file });
    if (match.redirect !== entry.redirect) diff.differentKind.push({ route: entry.route, docusaurusRedirect: entry.redirect });
  }
  for (const entry of ours.values()) if (!theirs.has(entry.route)) diff.onlyFolio.push(entry);
  return diff;
}

/** Whether two builds wrote the same routes (file forms and redirect kinds aside). Pure. */
export function sameRoutes(diff: RouteDiff): boolean {
  return diff.onlyDocusaurus.length === 0 && diff.onlyFolio.length === 0;
}

/** A short line: `same 512 routes` or `412 common, 3 only in Docusaurus, 5 only in Folio`. Pure. */
export function summarizeDiff(diff: RouteDiff): string {
  const extras = [
    diff.differentFile.length ? `${diff.differentFile.length} written as another file` : '',
    diff.differentKind.length ? `${diff.differentKind.length} redirect in one, page in the other` : '',
  ].filter(Boolean);
  const head = sameRoutes(diff) ? `same ${diff.common} routes` : `${diff.common} common, ${diff.onlyDocusaurus.length} only in Docusaurus, ${diff.onlyFolio.length} only in Folio`;
  return extras.length ? `${head} (${extras.join(', ')})` : head;
}

/** The diff as text for a terminal or a Markdown code block; `limit` caps each list (0: no cap). Pure. */
export function formatDiff(diff: RouteDiff, limit = 0): string {
  const lines = [summarizeDiff(diff)];
  const list = (title: string, items: string[]) => {
    if (!items.length) return;
    lines.push('', `${title} (${items.length}):`);
    const shown = limit > 0 ? items.slice(0, limit) : items;
    for (const item of shown) lines.push(`  ${item}`);
    if (shown.length < items.length) lines.push(`  … and ${items.length - shown.length} more`);
  };
  const describe = (entry: RouteFile) => `${entry.route}${entry.redirect ? '  (redirect)' : ''}`;
  list('Only in Docusaurus', diff.onlyDocusaurus.map(describe));
  list('Only in Folio', diff.onlyFolio.map(describe));
  list('Written as another file', diff.differentFile.map((d) => `${d.route}: Docusaurus ${d.docusaurus}, Folio ${d.folio}`));
  list('Redirect in one, page in the other', diff.differentKind.map((d) => `${d.route}: a ${d.docusaurusRedirect ? 'redirect' : 'page'} in Docusaurus, a ${d.docusaurusRedirect ? 'page' : 'redirect'} in Folio`));
  return lines.join('\n');
}

/** A route list as text: one HTML file a line (` redirect` after a redirect page), sorted. Pure. */
export function formatRouteList(routes: readonly RouteFile[]): string {
  return `${routes.map((entry) => `${entry.file}${entry.redirect ? ' redirect' : ''}`).sort().join('\n')}\n`;
}

/** Reads a list written by `formatRouteList` (blank lines and `#` comments skipped). Pure. */
export function parseRouteList(text: string): RouteFile[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [file = '', kind] = line.split(/\s+/);
      return { route: routeOfFile(file) ?? file, file, redirect: kind === 'redirect' };
    });
}
