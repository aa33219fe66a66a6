import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScaleArgs } from './scale-args.ts';
import { docMarkdown, fillerWords, generateSyntheticSite } from './synthetic-site.ts';

describe('synthetic site', () => {
  it('writes the asked number of pages: docs in folders of 50 plus 2% (at least 5) blog posts', () => {
    const dir = path.resolve('tests/.tmp/synthetic-site-test');
    const site = generateSyntheticSite(dir, 120);
    expect(site).toMatchObject({ pages: 120, docs: 115, posts: 5 });
    const docs = readdirSync(path.join(dir, 'docs'), { recursive: true }).map(String).filter((f) => f.endsWith('.md'));
    expect(docs).toHaveLength(115);
    expect(readdirSync(path.join(dir, 'docs')).sort()).toEqual(['section-001', 'section-002', 'section-003']);
    expect(readdirSync(path.join(dir, 'blog'))).toHaveLength(5);
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain("sidebarPath: 'sidebars.ts'");
    rmSync(dir, { recursive: true, force: true });
  });
  it('is deterministic and links each doc to the next one in its folder', () => {
    expect(fillerWords(7, 5)).toBe(fillerWords(7, 5));
    const doc = docMarkdown(3, 4, './topic-5.md');
    expect(doc).toContain('sidebar_position: 4');
    expect(doc).toContain('```go');
    expect(doc).toContain('[the following topic](./topic-5.md)');
    expect(docMarkdown(3, 4, undefined)).not.toContain('following topic');
  });
  it('parses the scale options', () => {
    expect(parseScaleArgs([])).toEqual({ sizes: [1000, 2000, 5000, 10000], keep: false });
    expect(parseScaleArgs(['--sizes=2000,1000', '--keep'])).toEqual({ sizes: [1000, 2000], keep: true });
    expect(() => parseScaleArgs(['--sizes', 'abc'])).toThrow(/page counts/);
  });
});
