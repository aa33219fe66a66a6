import { describe, expect, it } from 'vitest';
import { compatibilityTable, docusaurusWarningCount, folioError, folioWarnings, groupWarnings, warningKey, type SiteResult } from './corpus-report.ts';
import { diffRoutes } from './route-list.ts';

describe('folioWarnings and folioError', () => {
  const output = ['✓ Loaded config', 'warning [content-docs] docs/a.md: unknown front matter key "foo"', 'warning [content-docs] docs/b.md: unknown front matter key "bar"', 'error Cannot read docusaurus.config.js', '  line 3: something', 'more'].join('\n');
  it('takes the first line of each warning and the error with the lines after it', () => {
    expect(folioWarnings(output)).toEqual(['[content-docs] docs/a.md: unknown front matter key "foo"', '[content-docs] docs/b.md: unknown front matter key "bar"']);
    expect(folioError(output, 2)).toBe('Cannot read docusaurus.config.js\n  line 3: something');
    expect(folioError('all good')).toBeUndefined();
  });
  it('counts Docusaurus [WARNING] lines', () => {
    expect(docusaurusWarningCount('[INFO] x\n[WARNING] a\n[WARNING] b')).toBe(2);
  });
});

describe('groupWarnings', () => {
  it('groups warnings that differ only by file, quoted name or number, largest group first', () => {
    expect(warningKey('docs/a.md:3:1: unknown key "foo"')).toBe(warningKey('blog/b.mdx:10:5: unknown key "bar"'));
    const groups = groupWarnings(['docs/a.md: unknown key "foo"', 'Plugin "x" is not supported', 'docs/b.md: unknown key "bar"']);
    expect(groups).toEqual([
      { count: 2, example: 'docs/a.md: unknown key "foo"' },
      { count: 1, example: 'Plugin "x" is not supported' },
    ]);
  });
});

describe('compatibilityTable', () => {
  const site = { name: 'demo', repository: 'owner/demo', commit: '0123456789abcdef0123', siteFolder: 'website', shape: 'versioned docs', why: 'test' };
  it('writes a row per site, with a failed build and a skipped site saying so', () => {
    const routes = [{ route: '/', file: 'index.html', redirect: false }];
    const results: SiteResult[] = [
      { site, docusaurus: { version: '3.6.3', wallMs: 60_000, htmlFiles: 1, warnings: 0, builtAt: '' }, folio: { ok: true, wallMs: 5_000, pages: 1, htmlFiles: 1, warnings: [], warningCount: 0 }, diff: diffRoutes(routes, routes) },
      { site: { ...site, name: 'broken' }, docusaurus: { version: '3.6.3', wallMs: 60_000, htmlFiles: 4, warnings: 0, builtAt: '' }, folio: { ok: false, wallMs: 1_000, warnings: [], warningCount: 0, error: 'Cannot load | config' } },
      { site: { ...site, name: 'absent' }, skipped: 'dependencies not installed' },
    ];
    const table = compatibilityTable(results).split('\n');
    expect(table).toHaveLength(5);
    expect(table[2]).toBe('| [demo](https://github.com/owner/demo/tree/0123456789ab/website) | versioned docs | 1 (Docusaurus: 1 HTML files) | 5.0 s | 60.0 s (3.6.3) | none (1 routes) | 0 |');
    expect(table[3]).toContain('**failed** after 1.0 s: Cannot load \\| config');
    expect(table[4]).toContain('skipped: dependencies not installed');
  });
});
