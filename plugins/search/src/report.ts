import { gzipSize, type ByteCount, type SearchOutput } from './files.ts';
import type { SearchIndexEntry } from './format.ts';
import type { ScriptBytes } from './first-search-scripts.ts';

/** `12.3 kB` (decimal kilobytes, as browsers' network panels show). Pure. */
export function formatBytes(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * What a first search in one index downloads at most: the manifest, the index's search documents
 * and lunr index, the text files of the hits shown (at most `maxHits` files), and lunr's script
 * when it was found. Pure.
 */
export function firstSearchBytes(entry: SearchIndexEntry, manifestJson: string, hitTexts: ByteCount, script: ByteCount | undefined): ByteCount {
  return {
    raw: Buffer.byteLength(manifestJson) + entry.bytes.searchDoc + entry.bytes.lunrIndex + hitTexts.raw + (script?.raw ?? 0),
    gzip: gzipSize(manifestJson) + entry.bytes.searchDocGzip + entry.bytes.lunrIndexGzip + hitTexts.gzip + (script?.gzip ?? 0),
  };
}

/** The index a first search uses off the docs: the last docs version, else the first docs index, else the first. Pure. */
export function defaultIndexOf<E extends Pick<SearchIndexEntry, 'kind' | 'isLast'>>(indexes: readonly E[]): E | undefined {
  const docs = indexes.filter((i) => i.kind === 'docs');
  return docs.find((i) => i.isLast) ?? docs[0] ?? indexes[0];
}

const both = (bytes: ByteCount) => `${formatBytes(bytes.raw)} (${formatBytes(bytes.gzip)} gzip)`;

/**
 * The build-log lines: the first-search download of the default docs version, what it is made
 * of, then the same total for every index. Pure.
 */
export function describeSearchPayload(output: Pick<SearchOutput, 'manifest' | 'manifestJson' | 'hitTexts'>, pages: number, script: ScriptBytes | undefined): string[] {
  const { indexes } = output.manifest;
  if (!indexes.length) return ['Search: no page to index (check the include and excludeRoutes options).'];
  const first = defaultIndexOf(indexes)!;
  const at = indexes.indexOf(first);
  const total = (i: number) => firstSearchBytes(indexes[i]!, output.manifestJson, output.hitTexts[i]!, script);
  const entries = indexes.reduce((n, i) => n + i.docs, 0);
  const parts = [
    `manifest ${both({ raw: Buffer.byteLength(output.manifestJson), gzip: gzipSize(output.manifestJson) })}`,
    `search documents ${both({ raw: first.bytes.searchDoc, gzip: first.bytes.searchDocGzip })}`,
    `lunr index ${both({ raw: first.bytes.lunrIndex, gzip: first.bytes.lunrIndexGzip })}`,
    `texts of the hits shown, at most ${both(output.hitTexts[at]!)}`,
    script ? `lunr's script ${both(script)}` : "lunr's script not counted (not found in the build)",
  ];
  return [
    `Search: indexed ${entries} entries from ${pages} pages into ${indexes.length} index${indexes.length > 1 ? 'es' : ''}. ` +
      `A first search downloads at most ${both(total(at))} for "${first.name}": ${parts.join(', ')}.`,
    ...indexes.map((i, n) => `  ${i.kind === 'docs' ? 'docs ' : ''}${i.name}: ${i.docs} entries, first search at most ${both(total(n))}`),
  ];
}
