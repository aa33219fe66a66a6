import { gunzipSync, gzipSync } from 'node:zlib';
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { boundText, buildSearchDocs } from './documents.ts';
import { buildSearchFiles, describeSearchPayload, formatBytes, indexFolderOf } from './files.ts';
import type { SearchDocFile } from './format.ts';
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

  it('writes a stamped pair per index and a manifest listing them with sizes', () => {
    expect(output.files.map((f) => f.path.replace(/[0-9a-f]{12}/, '<stamp>'))).toEqual([
      'search/v1/search-doc-<stamp>.json',
      'search/v1/lunr-index-<stamp>.json',
      'search/blog/search-doc-<stamp>.json',
      'search/blog/lunr-index-<stamp>.json',
      'search/manifest.json',
    ]);
    const [entry] = output.manifest.indexes;
    const docFile = output.files[0]!.content;
    expect(entry).toMatchObject({ name: 'v1', kind: 'docs', label: 'Version 1', path: '/docs/v1', isLast: true, docs: 3 });
    expect(entry?.searchDoc).toBe(output.files[0]!.path.replace('search/', ''));
    expect(entry?.bytes.searchDoc).toBe(Buffer.byteLength(docFile));
    expect(entry?.bytes.searchDocGzip).toBe(gzipSync(docFile).length);
    expect(JSON.parse(output.files[4]!.content)).toEqual(output.manifest);
  });

  it('stores the documents with the client options, and a lunr index that loads and finds them', () => {
    const file = JSON.parse(output.files[0]!.content) as SearchDocFile;
    expect(file.options).toEqual({ highlightResult: true, maxHits: 7 });
    expect(file.searchDocs).toEqual(docs);
    const index = lunr.Index.load(JSON.parse(output.files[1]!.content));
    expect(index.search('binary').map((r) => r.ref)).toEqual(['1']);
    // The title is indexed on the page entry only, so a title word finds the page, not every section.
    expect(index.search('install').map((r) => r.ref)).toEqual(['0']);
    expect(gunzipSync(gzipSync(output.files[1]!.content)).toString()).toBe(output.files[1]!.content);
  });

  it('is deterministic, and uses SOURCE_DATE_EPOCH as the stamp when set', () => {
    expect(buildSearchFiles(input, { highlightResult: true, maxHits: 7, boosts }, undefined)).toEqual(output);
    const epoch = buildSearchFiles(input, { highlightResult: true, maxHits: 7, boosts }, '1700000000');
    expect(epoch.manifest.indexes.map((i) => i.searchDoc)).toEqual(['v1/search-doc-1700000000.json', 'blog/search-doc-1700000000.json']);
  });

  it('describes the first-search payload for the build log', () => {
    const lines = describeSearchPayload(output, 2);
    expect(lines[0]).toMatch(/^Search: indexed 6 entries from 2 pages into 2 indexes\. A first search downloads \d+\.\d kB \(\d+(\.\d kB| B) gzip\): the manifest and the "v1" pair\.$/);
    expect(lines.slice(1).map((l) => l.replace(/\d+(\.\d)? k?B/g, 'N'))).toEqual(['  docs v1: 3 entries, N (N gzip) with the manifest', '  blog: 3 entries, N (N gzip) with the manifest']);
    expect(describeSearchPayload({ manifest: { indexes: [] }, manifestJson: '{}' }, 0)).toEqual(['Search: no page to index (check the include and excludeRoutes options).']);
  });

  it('formats bytes in decimal kilobytes', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(12_345)).toBe('12.3 kB');
  });
});
