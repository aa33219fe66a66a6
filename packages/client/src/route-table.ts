/**
 * The layout of the split route table, in one place: how the build splits it into files by path
 * prefix (and hash), and how the browser finds the file holding a path. Both sides use this module,
 * so they always agree. Pure functions, no React, no Node: the browser runs it and the build
 * imports it as `@folio/client/route-table`.
 */

/** The largest number of routes one piece of the route table holds before it is split deeper. */
export const MAX_ROUTES_PER_SECTION = 150;

/**
 * The key a path has in the route table: the path without its trailing slash (`/` stays `/`).
 * The build keys routes by their normalised paths, which this leaves as they are.
 */
export function routeTableKey(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Splits route paths into sections by path prefix, so the browser fetches only the part of the
 * route table it needs. Paths deeper than `depth` segments group under their first `depth`
 * segments; shallower ones stay in `parent`. A group larger than `maxSize` splits one level deeper.
 * Returns prefix → paths, sorted.
 */
export function buildSections(paths: readonly string[], maxSize = MAX_ROUTES_PER_SECTION, depth = 1, parent = '/'): Map<string, string[]> {
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

/**
 * Which piece of a split section holds a path (FNV-1a hash of its route table key, modulo the
 * number of pieces).
 */
export function shardIndex(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/**
 * The pieces a section's paths are written in: one piece when it is small enough, otherwise a
 * flat folder too large for one file is split by shardIndex into several (always more than one).
 */
export function sectionPieces(paths: readonly string[], maxSize = MAX_ROUTES_PER_SECTION): string[][] {
  if (paths.length <= maxSize) return [[...paths]];
  const count = Math.ceil(paths.length / maxSize) + 1;
  const pieces = Array.from({ length: count }, () => [] as string[]);
  for (const p of paths) pieces[shardIndex(p, count)]!.push(p);
  return pieces;
}

/** Finds the section of a path: the longest section prefix that is a strict ancestor of the path. */
export function sectionOf(prefixes: Iterable<string>, path: string): string | undefined {
  const key = routeTableKey(path);
  let best: string | undefined;
  for (const prefix of prefixes) {
    // Only strict ancestors: a section's own root path lives in its parent section.
    const matches = prefix === '/' || key.startsWith(`${prefix}/`);
    if (matches && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best;
}

/**
 * The route table file that holds a path, and the path's key in it: `sections` maps each section
 * prefix to its file's URL, or to the URLs of its pieces. Undefined when no section can hold it.
 */
export function routeTableFileOf(sections: Readonly<Record<string, string | readonly string[]>>, path: string): { url: string; key: string } | undefined {
  const prefix = sectionOf(Object.keys(sections), path);
  if (prefix === undefined) return undefined;
  const key = routeTableKey(path);
  const entry = sections[prefix]!;
  return { url: typeof entry === 'string' ? entry : entry[shardIndex(key, entry.length)]!, key };
}
