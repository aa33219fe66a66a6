/** Where the entries' texts are: the search plugin's `search-text-<stamp>-<n>.json` files. Pure helpers. */

/** The text file holding entry `id`: the last file starting at or before it. Pure. */
export function textFileOf(starts: readonly number[], id: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Absolute URL of text file `n`, named `<name>-<n>.json` next to the search document file. Pure. */
export function textFileUrl(docUrl: string, name: string, n: number): string {
  return new URL(`${name}-${n}.json`, docUrl).href;
}
