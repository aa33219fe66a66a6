import { normalizeRoutePath } from './paths.ts';

/** The largest number of routes one manifest piece holds before it is split deeper. */
export const MAX_ROUTES_PER_SECTION = 150;

function segmentsOf(routePath: string): string[] {
  return normalizeRoutePath(routePath).split('/').filter(Boolean);
}

/**
 * Splits route paths into sections by path prefix, so the browser fetches only the part of the
 * route table it needs. Paths deeper than `depth` segments group under their first `depth`
 * segments; shallower ones stay in `parent`. A group larger than `maxSize` splits one level deeper.
 * Returns prefix → paths, sorted. Pure.
 */
export function buildSections(paths: string[], maxSize = MAX_ROUTES_PER_SECTION, depth = 1, parent = '/'): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const p of [...paths].sort()) {
    const segments = segmentsOf(p);
    const key = segments.length > depth ? `/${segments.slice(0, depth).join('/')}` : parent;
    const list = groups.get(key) ?? [];
    list.push(p);
    groups.set(key, list);
  }
  const out = new Map<string, string[]>();
  for (const [prefix, members] of groups) {
    const deeper = members.filter((m) => segmentsOf(m).length > depth);
    if (prefix !== parent && members.length > maxSize && deeper.length > 0) {
      for (const [sub, subMembers] of buildSections(members, maxSize, depth + 1, prefix)) {
        out.set(sub, [...(out.get(sub) ?? []), ...subMembers]);
      }
    } else {
      out.set(prefix, [...(out.get(prefix) ?? []), ...members]);
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Finds the section of a path: the longest section prefix that is a strict ancestor of the path. */
export function findSection(prefixes: string[], routePath: string): string | undefined {
  const clean = normalizeRoutePath(routePath);
  let best: string | undefined;
  for (const prefix of prefixes) {
    // Only strict ancestors: a section's own root path lives in its parent section.
    const matches = prefix === '/' || clean.startsWith(`${prefix}/`);
    if (matches && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best;
}
