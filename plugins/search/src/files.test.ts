import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { boundText, buildSearchDocs } from './documents.ts';
import { buildSearchFiles, indexFolderOf } from './files.ts';
import type { CompactLunrIndex, SearchDocFile } from './format.ts';
import { describeSearchPayload, firstSearchBytes, formatBytes } from './report.ts';
import { createStamp } from './stamp.ts';

const boosts = { title: 10, section: 5, text: 1 };
const page = {
  permalink: '/base/docs/v1/install',
  fallbackTitle: 'Head title',
  page: {
    title: 'Install',
    source: 'main' as const,
    sections: [
      { heading: '', id: '', text: 'Opening text about gadgets.' },
      { heading: 'On Linux', id: 'linux', text: 'Download the binary.' },
      { heading: 'Empty', id: 'empty', text: '' },
    ],
  },
};

describe('buildSearchDocs', () => {
  it('makes one entry for the page and one per section, with anchored URLs', () => {
    expect(buildSearchDocs([page], 'v1', 100)).toEqual([
      { id: 0, title: 'Install', section: '', sectionId: '', text: 'Opening text about gadgets.', url: '/base/docs/v1/install', version: 'v1' },
      { id: 1, title: 'Install', section: 'On Linux', sectionId: 'linux', text: 'Download the binary.', url: '/base/docs/v1/install#linux', version: 'v1' },
      { id: 2, title: 'Install', section: 'Empty', sectionId: 'empty', text: '', url: '/base/docs/v1/install#empty', version: 'v1' },
    ]);
  });

  it('uses the head title when the page has no h1', () => {
    expect(buildSearchDocs([{ ...page, page: { ...page.page, title: '' } }], 'v1', 100)[0]?.title).toBe('Head title');
  });
});

describe('boundText', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(boundText('short', 10)).toBe('short');
    expect(boundText('alpha beta gamma delta', 13)).toBe('alpha beta…');
    expect(boundText('x'.repeat(20), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('createStamp', () => {
  it('uses SOURCE_DATE_EPOCH when it is a number', () => {
    expect(createStamp(['a'], '1700000000')).toBe('1700000000');
  });

  it('else hashes the content: stable for the same input, different for other input', () => {
    const stamp = createStamp(['a', 'b'], undefined);
    expect(stamp).toMatch(/^[0-9a-f]{12}$/);
    expect(createStamp(['a', 'b'], '')).toBe(stamp);
    expect(createStamp(['a', 'b'], 'not-a-number')).toBe(stamp);
    expect(createStamp(['ab'], undefined)).not.toBe(stamp);
  });
});

describe('indexFolderOf', () => {
  it('makes names URL-safe and keeps docs versions apart from other indexes', () => {
    expect(indexFolderOf({ kind: 'docs', name: 'v0.43.0', label: '', isLast: false }, new Set())).toBe('v0.43.0');
    expect(indexFolderOf({ kind: 'docs', name: '../x y', label: '', isLast: false }, new Set())).toBe('x-y');
    expect(indexFolderOf({ kind: 'docs', name: 'blog', label: '', isLast: false }, new Set(['blog']))).toBe('docs-blog');
    expect(indexFolderOf({ kind: 'other', name: 'blog', label: '', isLast: false }, new Set(['blog']))).toBe('blog');
  });
});

describe('buildSearchFiles', () => {
  const docs = buildSearchDocs([page], 'v1', 100);
  const input = [
    { group: { kind: 'docs' as const, name: 'v1', label: 'Version 1', isLast: true }, path: '/docs/v1', docs },
    { group: { kind: 'other' as const, name: 'blog', label: 'Blog', isLast: false }, path: '/blog', docs: buildSearchDocs([{ ...page, permalink: '/blog/p' }], 'blog', 100) },
  ];
  const output = buildSearchFiles(input, { highlightResult: true, maxHits: 7, boosts }, undefined);

  it('writes a stamped pair and text files per index and a manifest listing them with sizes', () => {
    expect(output.files.map((f) => f.path.replace(/[0-9a-f]{12}/, '<stamp>'))).toEqual([
      'search/v1/search-doc-<stamp>.json',
      'search/v1/lunr-index-<stamp>.json',
      'search/v1/search-text-<stamp>-0.json',
      'search/blog/search-doc-<stamp>.json',
      'search/blog/lunr-index-<stamp>.json',
      'search/blog/search-text-<stamp>-0.json',
      'search/manifest.json',
    ]);
    const [entry] = output.manifest.indexes;
    const docFile = output.files[0]!.content;
    expect(entry).toMatchObject({ name: 'v1', kind: 'docs', label: 'Version 1', path: '/docs/v1', isLast: true, docs: 3 });
    expect(entry?.searchDoc).toBe(output.files[0]!.path.replace('search/', ''));
    expect(entry?.bytes.searchDoc).toBe(Buffer.byteLength(docFile));
    expect(entry?.bytes.searchDocGzip).toBe(gzipSync(docFile).length);
    expect(JSON.parse(output.files[6]!.content)).toEqual(output.manifest);
    const stamp = entry!.searchDoc.match(/search-doc-([0-9a-f]{12})\.json$/)![1];
    expect(output.files[2]!.path).toBe(`search/v1/search-text-${stamp}-0.json`);
  });

  it('stores title, section and URL per entry with the client options, the texts apart, and the compact lunr index', () => {
    const file = JSON.parse(output.files[0]!.content) as SearchDocFile;
    expect(file.options).toEqual({ highlightResult: true, maxHits: 7 });
    expect(file.searchDocs).toEqual(docs.map(({ title, section, url }) => ({ title, section, url })));
    expect(file.texts).toEqual({ name: output.files[2]!.path.split('/').pop()!.replace(/-0\.json$/, ''), starts: [0] });
    expect(JSON.parse(output.files[2]!.content)).toEqual(docs.map((d) => d.text));
    const index = JSON.parse(output.files[1]!.content) as CompactLunrIndex;
    expect(index).toMatchObject({ format: 'folio-lunr-compact-1', version: '2.3.9', fields: ['title', 'section', 'text'], boosts: [10, 5, 1], docs: 3, pipeline: ['stemmer'] });
    // The title is indexed on the page entry only, so a title word finds the page, not every section.
    expect(index.lengths).toEqual([
      [1, 0, 0],
      [0, 1, 1],
      [3, 2, 0],
    ]);
    expect(index.terms.split(' ').length).toBe(index.postings[0]!.split(';').length);
  });

  it('tells how much the text files of one query’s hits weigh at most', () => {
    const many = buildSearchDocs([{ ...page, page: { ...page.page, sections: Array.from({ length: 40 }, (_, i) => ({ heading: `H${i}`, id: `h${i}`, text: `${'word '.repeat(150)}${i}` })) } }], 'v1', 3000);
    const big = buildSearchFiles([{ ...input[0]!, docs: many }], { highlightResult: true, maxHits: 3, boosts }, undefined);
    const texts = big.files.filter((f) => f.path.includes('/search-text-'));
    expect(texts.length).toBeGreaterThan(3);
    const largest = texts.map((f) => ({ raw: Buffer.byteLength(f.content), gzip: gzipSync(f.content).length })).sort((a, b) => b.gzip - a.gzip).slice(0, 3);
    expect(big.hitTexts).toEqual([{ raw: largest.reduce((n, s) => n + s.raw, 0), gzip: largest.reduce((n, s) => n + s.gzip, 0) }]);
  });

  it('is deterministic, and uses SOURCE_DATE_EPOCH as the stamp when set', () => {
    expect(buildSearchFiles(input, { highlightResult: true, maxHits: 7, boosts }, undefined)).toEqual(output);
    const epoch = buildSearchFiles(input, { highlightResult: true, maxHits: 7, boosts }, '1700000000');
    expect(epoch.manifest.indexes.map((i) => i.searchDoc)).toEqual(['v1/search-doc-1700000000.json', 'blog/search-doc-1700000000.json']);
    expect(epoch.files.filter((f) => f.path.includes('search-text')).map((f) => f.path)).toEqual(['search/v1/search-text-1700000000-0.json', 'search/blog/search-text-1700000000-0.json']);
  });

  it('describes the first-search download for the build log, lunr’s script included when found', () => {
    const script = { files: ['assets/js/chunk-LUNR.js'], raw: 29_000, gzip: 8_400 };
    const lines = describeSearchPayload(output, 2, script);
    expect(lines[0]).toMatch(
      /^Search: indexed 6 entries from 2 pages into 2 indexes\. A first search downloads at most \d+\.\d kB \(\d+\.\d kB gzip\) for "v1": manifest .*, search documents .*, lunr index .*, texts of the hits shown, at most .*, lunr's script 29\.0 kB \(8\.4 kB gzip\)\.$/,
    );
    expect(lines.slice(1).map((l) => l.replace(/\d+(\.\d)? k?B/g, 'N'))).toEqual(['  docs v1: 3 entries, first search at most N (N gzip)', '  blog: 3 entries, first search at most N (N gzip)']);
    const [entry] = output.manifest.indexes;
    const withScript = firstSearchBytes(entry!, output.manifestJson, output.hitTexts[0]!, script);
    const without = firstSearchBytes(entry!, output.manifestJson, output.hitTexts[0]!, undefined);
    expect([withScript.raw - without.raw, withScript.gzip - without.gzip]).toEqual([29_000, 8_400]);
    expect(without.gzip).toBe(gzipSync(output.manifestJson).length + entry!.bytes.searchDocGzip + entry!.bytes.lunrIndexGzip + output.hitTexts[0]!.gzip);
    expect(describeSearchPayload(output, 2, undefined)[0]).toContain("lunr's script not counted (not found in the build)");
    expect(describeSearchPayload({ manifest: { indexes: [] }, manifestJson: '{}', hitTexts: [] }, 0, undefined)).toEqual(['Search: no page to index (check the include and excludeRoutes options).']);
  });

  it('formats bytes in decimal kilobytes', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(12_345)).toBe('12.3 kB');
  });
});
