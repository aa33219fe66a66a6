import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, REPO_ROOT, writeFiles } from '../helpers/site.ts';

const FOLIO = path.join(REPO_ROOT, 'packages/core/bin/folio.js');

function entryScript(html: string): string {
  return html.match(/<script type="module" src="([^"]+)"/)![1]!;
}

/** The chunks the home page preloads before it runs (content-hashed names). */
function firstLoadScripts(siteDir: string): string[] {
  return [...readBuilt(siteDir, 'index.html').matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!).sort();
}

/** The home page's entry script, its leading import statements sorted. */
function entryCode(siteDir: string): { imports: string[]; body: string } {
  const code = readFileSync(path.join(siteDir, 'build', entryScript(readBuilt(siteDir, 'index.html'))), 'utf8');
  const imports = code.match(/^(?:import\{[^}]*\}from"[^"]+";)*/)![0];
  return { imports: imports.split(';').filter(Boolean).sort(), body: code.slice(imports.length) };
}

describe('the folio command', () => {
  it('builds any site folder into --out-dir and ends with a summary of phases', () => {
    const siteDir = copyFixture('basic-site');
    // As a user runs it: no NODE_ENV (vitest sets one), so the command chooses React's production build itself.
    const { NODE_ENV: _unset, ...env } = process.env;
    const run = spawnSync('node', [FOLIO, 'build', siteDir, '--out-dir', 'dist'], { encoding: 'utf8', env: { ...env, NO_COLOR: '1' } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/✓ Built 5 pages into .*dist \(config [\d.]+m?s, content [\d.]+m?s, bundle [\d.]+m?s, render [\d.]+m?s, postBuild [\d.]+m?s \[sitemap [\d.]+m?s\]\)/);
    expect(readFileSync(path.join(siteDir, 'dist', 'index.html'), 'utf8')).toContain('Fixture home');
  });

  it('takes a UserError thrown by a plugin the config defines for a user error: the config shares the engine\'s modules', () => {
    const siteDir = copyFixture('basic-site');
    const config = readFileSync(path.join(siteDir, 'site.config.ts'), 'utf8')
      .replace("import { defineConfig } from '@folio/core';", "import { defineConfig, UserError } from '@folio/core';\nconst strict = () => ({ name: 'strict', loadContent() { throw new UserError('strict.json: the list is empty. Add an entry.'); } });")
      .replace('plugins: [theme, pages, sitemap]', 'plugins: [theme, pages, sitemap, strict]');
    writeFiles(siteDir, { 'site.config.ts': config });
    const run = spawnSync('node', [FOLIO, 'build', siteDir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('error strict.json: the list is empty. Add an entry.\n');
  });

  it('exits non-zero with the message, not a stack trace, on a user error', () => {
    const siteDir = copyFixture('basic-site');
    writeFiles(siteDir, { 'site.config.ts': "export default { title: 'x', url: 'not a url' };\n" });
    const run = spawnSync('node', [FOLIO, 'build', siteDir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('site.config.ts: invalid site config:\n  url: Invalid url, received "not a url"');
    expect(run.stderr).not.toContain('    at ');
  });
});

describe('Markdown pages and first-load JavaScript', () => {
  // The fixture as it is, built once for both tests.
  let small: string;
  beforeAll(async () => {
    small = copyFixture('basic-site');
    await buildQuietly(small);
  });

  it('compiles Markdown pages through the pages plugin', () => {
    const notes = readBuilt(small, 'notes/index.html');
    expect(notes).toContain('<title>Release notes | Fixture Site</title>');
    expect(notes).toContain('<strong>Markdown</strong>');
    expect(notes).toContain('<table>');
  });

  it('keeps the entry code and its preloaded chunks unchanged when the site grows by 300 pages', async () => {
    const large = copyFixture('basic-site');
    const pages: Record<string, string> = {};
    for (let i = 0; i < 300; i++) pages[`content/pages/many/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nText of page ${i}.\n`;
    writeFiles(large, pages);
    const result = await buildQuietly(large);
    expect(result.pages).toBe(305);
    // The same chunks preloaded and the same entry code; esbuild may list the entry's chunk imports in another order.
    expect(firstLoadScripts(large)).toEqual(firstLoadScripts(small));
    expect(entryCode(large)).toEqual(entryCode(small));
    const boot = JSON.parse(readBuilt(large, 'index.html').match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(Object.keys(boot.site.sections).length).toBeGreaterThan(1);
    for (const url of Object.values(boot.site.sections).flat() as string[]) {
      expect(Object.keys(JSON.parse(readFileSync(path.join(large, 'build', url), 'utf8'))).length).toBeLessThanOrEqual(200);
    }
  });
});
