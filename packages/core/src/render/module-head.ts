import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FinalRoute, RouteHead } from '../plugin/types.ts';

/**
 * React pages declare their title and description with `export const head = { title, description }`.
 * Reads that export from the server modules that have one (the bundler lists each module's exports).
 */
export async function loadModuleHeads(modules: { module: string; serverFile: string; exports: readonly string[] }[]): Promise<Record<string, RouteHead>> {
  const heads: Record<string, RouteHead> = {};
  for (const { module, serverFile, exports } of modules) {
    if (!exports.includes('head')) continue;
    const mod = (await import(pathToFileURL(serverFile).href)) as { head?: RouteHead };
    if (mod.head) heads[module] = mod.head;
  }
  return heads;
}

/** Merges each React page's own `head` into its route's head (the route's own values win). Pure. */
export function withModuleHeads(routes: FinalRoute[], headOf: (component: string) => RouteHead | undefined): FinalRoute[] {
  return routes.map((route) => {
    if (!path.isAbsolute(route.component)) return route;
    const head = headOf(route.component);
    return head ? { ...route, head: { ...head, ...route.head } } : route;
  });
}
