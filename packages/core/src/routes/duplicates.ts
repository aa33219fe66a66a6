import { normalizeRoutePath } from './paths.ts';

/** A path served by more than one route, with who added each. */
export interface DuplicateRoute {
  path: string;
  sources: string[];
}

/** Finds routes that claim the same page (trailing slash ignored). Pure. */
export function findDuplicateRoutes(routes: { path: string; sourceFile?: string | undefined; plugin?: string | undefined }[]): DuplicateRoute[] {
  const byPath = new Map<string, string[]>();
  for (const route of routes) {
    const key = normalizeRoutePath(route.path);
    const list = byPath.get(key) ?? [];
    list.push(route.sourceFile ?? route.plugin ?? 'unknown');
    byPath.set(key, list);
  }
  return [...byPath].filter(([, sources]) => sources.length > 1).map(([p, sources]) => ({ path: p, sources }));
}
