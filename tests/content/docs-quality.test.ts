import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT, countWords, PLACEHOLDER, readContentFiles } from './helpers.ts';

const VERSION_DIRS = [
  ['latest', path.join(CONTENT, 'docs')],
  ...readdirSync(path.join(CONTENT, 'versioned_docs')).map((d) => [d.replace(/^version-/, ''), path.join(CONTENT, 'versioned_docs', d)]),
] as [string, string][];

const isIndexDoc = (relativePath: string) => /(^|\/)index\.mdx?$/.test(relativePath);
const isGadgetPage = (relativePath: string) => /^gadgets\/[a-z_]+\.mdx$/.test(relativePath) && !relativePath.includes('switching_to') && !isIndexDoc(relativePath);

describe.each(VERSION_DIRS)('docs of %s', (version, dir) => {
  const files = readContentFiles(dir);

  it('has a title and a description on every page', () => {
    const missing = files.filter((f) => typeof f.frontMatter.title !== 'string' || typeof f.frontMatter.description !== 'string').map((f) => f.relativePath);
    expect(missing).toEqual([]);
  });

  it('has no page under 150 words, and no gadget page under 350', () => {
    const short = files
      .filter((f) => !isIndexDoc(f.relativePath))
      .map((f) => ({ page: f.relativePath, words: countWords(f.body), min: isGadgetPage(f.relativePath) ? 350 : 150 }))
      .filter((p) => p.words < p.min);
    expect(short).toEqual([]);
  });

  it('has no placeholder text', () => {
    expect(files.filter((f) => PLACEHOLDER.test(f.body)).map((f) => f.relativePath)).toEqual([]);
  });

  it('has no two pages with the same text', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const f of files) {
      const key = f.body.replace(/\s+/g, ' ').trim();
      if (seen.has(key)) duplicates.push(`${seen.get(key)} = ${f.relativePath}`);
      seen.set(key, f.relativePath);
    }
    expect(duplicates).toEqual([]);
  });

  it('ends every category index doc with a DocCardList', () => {
    const indexes = files.filter((f) => /^(gadgets|gadget-devel|spec\/operators)\/index\.mdx$/.test(f.relativePath));
    expect(indexes.length).toBe(3);
    for (const f of indexes) expect(f.body.trim().endsWith('<DocCardList />'), f.relativePath).toBe(true);
  });

  it('holds the version differences of the spec', () => {
    expect(existsSync(path.join(dir, 'gadgets/ttysnoop.mdx'))).toBe(version === 'main');
    expect(existsSync(path.join(dir, 'gadgets/trace_tcpconnect.mdx'))).toBe(version === 'v0.41.0');
    expect(existsSync(path.join(dir, 'legacy'))).toBe(version === 'v0.41.0');
    expect(existsSync(path.join(dir, 'gadgets/builtin'))).toBe(version === 'v0.41.0');
    expect(existsSync(path.join(dir, 'index.md'))).toBe(version !== 'v0.41.0');
  });
});

describe('the docs as a whole', () => {
  it('uses at least three Mermaid diagrams and Tabs in latest', () => {
    const files = readContentFiles(path.join(CONTENT, 'docs'));
    expect(files.filter((f) => f.body.includes('```mermaid')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.body.includes('<Tabs')).length).toBeGreaterThanOrEqual(30);
  });

  it('names each version in its install commands', () => {
    const latest = readContentFiles(path.join(CONTENT, 'docs')).find((f) => f.relativePath === 'reference/install-linux.md')!;
    const old = readContentFiles(path.join(CONTENT, 'versioned_docs/version-v0.42.0')).find((f) => f.relativePath === 'reference/install-linux.md')!;
    expect(latest.body).toContain('v0.43.0');
    expect(old.body).toContain('v0.42.0');
    expect(old.body).not.toContain('v0.43.0');
  });
});
