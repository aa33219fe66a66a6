import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FinalRoute, RouteHead } from '../plugin/types.ts';

/**
 * React pages declare their title and description with `export const head = { title, description }`.
 * Reads that export from the server build of each such page and merges it into the route's head.
 */
export async function readModuleHeads(routes: FinalRoute[], serverFileOf: (file: string) => string | undefined): Promise<FinalRoute[]> {
  return Promise.all(
    routes.map(async (route) => {
      if (!path.isAbsolute(route.component)) return route;
      const serverFile = serverFileOf(route.component);
      if (!serverFile) return route;
      const mod = (await import(pathToFileURL(serverFile).href)) as { head?: RouteHead };
      return mod.head ? { ...route, head: { ...mod.head, ...route.head } } : route;
    }),
  );
}
