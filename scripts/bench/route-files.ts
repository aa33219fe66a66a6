import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientRoute } from '../../packages/client/src/types.ts';

/**
 * Which files of a Folio build each page loads, read from its route table (`assets/routes/*.json`):
 * what tells the requests a page makes to show itself from those it makes to prefetch the pages
 * it links to. Another tool's build has no route table: nothing is known of it.
 */
export interface RouteFiles {
  /** Route path (without base URL) → every file the route loads: modules, those it loads once shown, props, data. */
  byRoute: Map<string, Set<string>>;
  /** File names of the route table's pieces. */
  tables: Set<string>;
}

/** The route table of a Folio build in `buildDir`; empty for a build without one. */
export function readRouteFiles(buildDir: string): RouteFiles {
  const dir = path.join(buildDir, 'assets', 'routes');
  const files: RouteFiles = { byRoute: new Map(), tables: new Set() };
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    files.tables.add(name);
    const table = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, ClientRoute>;
    for (const [route, entry] of Object.entries(table)) {
      files.byRoute.set(route, new Set([entry.c, ...(entry.m ? [entry.m] : []), ...(entry.i ?? []), ...(entry.l ?? []), ...(entry.p ? [entry.p] : []), ...Object.values(entry.d ?? {})]));
    }
  }
  return files;
}

/**
 * Splits the requests (URL paths) made after a click on a link to `target`: `prefetches` are those
 * the new page makes to prefetch the pages it links to (as any page does when its links come into
 * view): a piece of the route table, or a file some other route loads and `target` does not;
 * `own` is the rest, what the new page needed to be shown (its code and data, the code its content
 * loads once shown, its images). Pure.
 */
export function splitPrefetches(requests: readonly string[], target: string, files: RouteFiles): { own: string[]; prefetches: string[] } {
  const key = target.length > 1 ? target.replace(/\/$/, '') : target;
  const mine = files.byRoute.get(key) ?? new Set<string>();
  const others = new Set<string>();
  for (const [route, used] of files.byRoute) if (route !== key) for (const file of used) if (!mine.has(file)) others.add(file);
  const own: string[] = [];
  const prefetches: string[] = [];
  for (const request of requests) {
    const pathname = request.split(/[?#]/)[0]!;
    const table = /\/assets\/routes\/([^/]+)$/.exec(pathname)?.[1];
    (others.has(pathname) || (table !== undefined && files.tables.has(table)) ? prefetches : own).push(request);
  }
  return { own, prefetches };
}
