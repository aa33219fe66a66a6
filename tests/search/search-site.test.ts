import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, createLogger } from '@folio/core';
import type { CompactLunrIndex, SearchDocFile, SearchManifest, SearchTextFile } from '@folio/plugin-search';
import { buildLunrIndex } from '../../plugins/search/src/lunr-index.ts';
import { expandLunrIndex, type SerializedLunrIndex } from '../../theme/src/theme/SearchBar/expand-index.ts';
import { copyFixture, snapshotBuild } from '../helpers/site.ts';

/** Builds quietly, keeping the info lines (the search plugin's payload report goes there). */
async function buildSite(siteDir: string, outDir: string, mode: 'production' | 'development' = 'production') {
  const info: string[] = [];
  const warnings: string[] = [];
  const base = createLogger('folio', true);
  const logger = { ...base, info: (m: string) => info.push(m), success: () => {}, warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m), child: () => logger };
  const result = await build({ siteDir, outDir, logger, mode });
  return { info, warnings, dir: path.join(siteDir, outDir), result };
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const searchFiles = (dir: string) => readdirSync(path.join(dir, 'search'), { recursive: true }).map(String).filter((f) => f.endsWith('.json')).sort();

describe('the search plugin on a built site', () => {
  let siteDir: string;
  let first: Awaited<ReturnType<typeof buildSite>>;
  let manifest: SearchManifest;
  const entryOf = (name: string) => manifest.indexes.find((i) => i.name === name)!;
  const docFile = (name: string) => JSON.parse(read(first.dir, `search/${entryOf(name).searchDoc}`)) as SearchDocFile;
  /** Every entry of an index with its text, read back from the search document and text files. */
  const entries = (name: string) => {
    const file = docFile(name);
    const folder = path.posix.dirname(entryOf(name).searchDoc);
    const texts = file.texts.starts.flatMap((_, n) => JSON.parse(read(first.dir, `search/${folder}/${file.texts.name}-${n}.json`)) as SearchTextFile);
    return file.searchDocs.map((doc, id) => ({ ...doc, text: texts[id] }));
  };
  const allText = (name: string) => JSON.stringify(entries(name));

  beforeAll(async () => {
    siteDir = copyFixture('search-site');
    first = await buildSite(siteDir, 'build');
    manifest = JSON.parse(read(first.dir, 'search/manifest.json')) as SearchManifest;
  });

  it('writes one stamped pair (and its text file) per docs version and one for the blog, plus a manifest', () => {
    expect(searchFiles(first.dir).map((f) => f.replace(/-[0-9a-f]{12}(-\d+)?\.json$/, '-<stamp>$1.json'))).toEqual([
      '1.0/lunr-index-<stamp>.json',
      '1.0/search-doc-<stamp>.json',
      '1.0/search-text-<stamp>-0.json',
      'blog/lunr-index-<stamp>.json',
      'blog/search-doc-<stamp>.json',
      'blog/search-text-<stamp>-0.json',
      'current/lunr-index-<stamp>.json',
      'current/search-doc-<stamp>.json',
      'current/search-text-<stamp>-0.json',
      'manifest.json',
    ]);
    expect(manifest.indexes.map(({ name, kind, label, path: p, isLast, docs }) => ({ name, kind, label, path: p, isLast, docs }))).toEqual([
      { name: 'current', kind: 'docs', label: 'Next', path: '/docs/next', isLast: false, docs: 13 },
      { name: '1.0', kind: 'docs', label: '1.0', path: '/docs', isLast: true, docs: 4 },
      { name: 'blog', kind: 'other', label: 'Blog', path: '/blog', isLast: false, docs: 3 },
    ]);
    for (const entry of manifest.indexes) {
      const stamp = entry.searchDoc.match(/search-doc-([0-9a-f]{12})\.json$/)![1];
      expect(entry.lunrIndex).toBe(`${entry.searchDoc.split('/')[0]}/lunr-index-${stamp}.json`);
    }
  });

  it('stores title, section and anchored URL per page and section with the options, and the bounded texts in the text files', () => {
    expect(docFile('current').options).toEqual({ highlightResult: true, maxHits: 8 });
    const next = entries('current');
    expect(next.filter((d) => d.title === 'trace_exec')).toEqual([
      { title: 'trace_exec', section: '', text: 'The trace_exec gadget traces new processes created in containers.', url: '/docs/next/gadgets/trace-exec' },
      { title: 'trace_exec', section: 'Requirements', text: 'A kernel with BTF support. Tracing needs the CAP_SYS_ADMIN capability.', url: '/docs/next/gadgets/trace-exec#requirements' },
      { title: 'trace_exec', section: 'Usage', text: 'Run the gadget and start a process in another terminal; every exec appears as an event.', url: '/docs/next/gadgets/trace-exec#usage' },
      { title: 'trace_exec', section: 'Filtering', text: 'Filter events by container name or by namespace to keep the output readable.', url: '/docs/next/gadgets/trace-exec#filtering' },
    ]);
    expect(next.findIndex((d) => d.title === 'trace_exec')).toBe(0);
    // The code block's title and code are text; its copy button is not.
    expect(next.find((d) => d.url.endsWith('#kubernetes'))?.text).toBe('Deploy the DaemonSet with the kubectl plugin. The deployment needs privileged pods. Deploy kubectl gadget deploy --wait');
    expect(entries('1.0').every((d) => !d.url.startsWith('/docs/next'))).toBe(true);
    expect(allText('1.0')).toContain('legacyinstaller');
    expect(allText('current')).not.toContain('legacyinstaller');
  });

  it('indexes blog posts but not the list page, unlisted docs, tag pages or other plugins’ pages', () => {
    expect(entries('blog').map((d) => d.url)).toEqual(['/blog/2024/05/hello-search', '/blog/2024/05/hello-search#what-changed', '/blog/2024/06/second-post']);
    const everything = manifest.indexes.map((i) => allText(i.name)).join('\n');
    expect(everything).not.toContain('quokkaunlisted');
    expect(everything).not.toContain('/tags');
    expect(everything).not.toContain('Nobody in particular');
  });

  it('keeps markup in the content as text', () => {
    expect(allText('current')).toContain(JSON.stringify('<script>window.__searchPwned = 1</script>').slice(1, -1));
  });

  it('writes compact lunr 2.3 indexes that expand into the index lunr builds from the entries, and find them, title above body', () => {
    for (const entry of manifest.indexes) {
      const expanded = expandLunrIndex(JSON.parse(read(first.dir, `search/${entry.lunrIndex}`)) as CompactLunrIndex);
      const own = JSON.parse(JSON.stringify(buildLunrIndex(entries(entry.name).map((d, id) => ({ ...d, id, text: d.text ?? '', sectionId: d.url.split('#')[1] ?? '' })), { title: 10, section: 5, text: 1 }))) as SerializedLunrIndex;
      expect(expanded.invertedIndex.map(([term]) => term)).toEqual(own.invertedIndex.map(([term]) => term));
      expect(expanded.fieldVectors.map(([ref, v]) => [ref, v.filter((_, i) => i % 2).sort()])).toEqual(own.fieldVectors.map(([ref, v]) => [ref, v.filter((_, i) => i % 2).sort()]));
    }
    const index = lunr.Index.load(expandLunrIndex(JSON.parse(read(first.dir, `search/${entryOf('current').lunrIndex}`)) as CompactLunrIndex));
    const docs = entries('current');
    const hits = index.search('installation').map((r) => docs[Number(r.ref)]!);
    expect(hits[0]).toMatchObject({ title: 'Installation', section: '' });
    expect(hits.some((h) => h.title === 'Introduction' && h.section === 'Next steps')).toBe(true);
  });

  it('lists raw and gzip sizes that match the files, and reports the first-search payload in the build log', () => {
    for (const entry of manifest.indexes) {
      const doc = read(first.dir, `search/${entry.searchDoc}`);
      const index = read(first.dir, `search/${entry.lunrIndex}`);
      expect(entry.bytes).toEqual({ searchDoc: Buffer.byteLength(doc), lunrIndex: Buffer.byteLength(index), searchDocGzip: gzipSync(doc).length, lunrIndexGzip: gzipSync(index).length });
    }
    const report = first.info.filter((line) => line.includes('Search') || line.startsWith('  docs') || line.startsWith('  blog'));
    expect(report[0]).toMatch(/^Search: indexed 20 entries from 8 pages into 3 indexes\. A first search downloads at most \d+\.\d kB \(\d+\.\d kB gzip\) for "1\.0": manifest .*, search documents .*, lunr index .*, texts of the hits shown, at most .*, lunr's script \d+\.\d kB \(\d+\.\d kB gzip\)\.$/);
    expect(report.slice(1).map((l) => l.replace(/\d+(\.\d)? k?B/g, 'N'))).toEqual([
      '  docs current: 13 entries, first search at most N (N gzip)',
      '  docs 1.0: 4 entries, first search at most N (N gzip)',
      '  blog: 3 entries, first search at most N (N gzip)',
    ]);
    // The script counted is lunr's chunk, which the docs pages do not load until the search box is used.
    const js = path.join(first.dir, 'assets/js');
    const lunrChunk = readdirSync(js).find((f) => read(js, f).includes('.version="2.3.9"'))!;
    expect(read(first.dir, 'docs/intro/index.html')).not.toContain(lunrChunk);
    const gzipKb = (gzipSync(readFileSync(path.join(js, lunrChunk))).length / 1000).toFixed(1);
    expect(report[0]).toContain(`lunr's script ${(readFileSync(path.join(js, lunrChunk)).length / 1000).toFixed(1)} kB (${gzipKb} kB gzip)`);
  });

  it('tells the search box where the manifest is through global data', () => {
    const boot = JSON.parse(read(first.dir, 'docs/next/intro/index.html').match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(boot.site.globalData.search).toEqual({ manifestUrl: '/search/manifest.json' });
  });

  it('keeps lunr out of the entry chunk', () => {
    const js = path.join(first.dir, 'assets/js');
    const main = readdirSync(js).find((f) => /^main-.*\.js$/.test(f))!;
    expect(read(js, main)).not.toContain('2.3.9');
    expect(readdirSync(js).some((f) => read(js, f).includes('.version="2.3.9"'))).toBe(true);
  });

  it('is deterministic: a second build, every page taken from the render cache with its searchable content, writes byte-identical search files', async () => {
    const second = await buildSite(siteDir, 'build-again');
    expect(second.result.renderedFromCache).toBe(second.result.pages);
    const a = snapshotBuild(path.join(first.dir, 'search'));
    const b = snapshotBuild(path.join(second.dir, 'search'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, bytes] of a) expect(b.get(file)?.equals(bytes), file).toBe(true);
  });

  it('uses SOURCE_DATE_EPOCH as the stamp, serves from assetUrl, and works in development builds', async () => {
    const variant = copyFixture('search-site');
    const config = path.join(variant, 'site.config.ts');
    writeFileSync(config, read(variant, 'site.config.ts').replace("{ highlightResult: true, maxHits: 8 }", "{ highlightResult: true, maxHits: 8, assetUrl: 'https://cdn.example.org/assets' }"));
    process.env.SOURCE_DATE_EPOCH = '1700000000';
    try {
      const dev = await buildSite(variant, 'build', 'development');
      expect(searchFiles(dev.dir).filter((f) => f.startsWith('current/'))).toEqual(['current/lunr-index-1700000000.json', 'current/search-doc-1700000000.json', 'current/search-text-1700000000-0.json']);
      const boot = JSON.parse(read(dev.dir, 'docs/next/intro/index.html').match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
      expect(boot.site.globalData.search).toEqual({ manifestUrl: 'https://cdn.example.org/assets/search/manifest.json' });
    } finally {
      delete process.env.SOURCE_DATE_EPOCH;
    }
  });
});
