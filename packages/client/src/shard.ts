/**
 * Which piece of a split route-table section holds a path (FNV-1a hash of the normalised path).
 * Pure; the build uses it to split and the browser to look up, so both agree.
 */
export function shardIndex(normalizedPath: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < normalizedPath.length; i++) {
    hash ^= normalizedPath.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}
