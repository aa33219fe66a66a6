import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createMarkdownCompiler, type MarkdownCompiler } from '@folio/markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, loadSiteConfig, type Diagnostic, type Plugin } from '@folio/core';
import { initPlugins } from '../../packages/core/src/plugin/host.ts';
import { createModuleStore } from '../../packages/core/src/plugin/module-store.ts';
import type { VersionContent } from '../../plugins/content-docs/src/routes.ts';
import { copyFixture } from '../helpers/site.ts';

/** The dev server's partial reload of the docs plugin (issue 10): only the version a saved file belongs to loads again. */

let siteDir: string;
let docs: Plugin<VersionContent[]>;
const diagnostics: Diagnostic[] = [];
let compiler: MarkdownCompiler | undefined;
afterAll(() => compiler?.close());
const byName = (versions: VersionContent[]) => new Map(versions.map((v) => [v.info.name, v]));
const file = (relative: string) => path.join(siteDir, relative);
const edit = (relative: string, from: string, to: string) => writeFileSync(file(relative), readFileSync(file(relative), 'utf8').replace(from, to));
const append = (relative: string, text: string) => writeFileSync(file(relative), `${readFileSync(file(relative), 'utf8')}\n${text}\n`);

beforeAll(async () => {
  siteDir = copyFixture('docs-site');
  // A problem in version 1.0 that must still be reported when a reload keeps that version.
  append('versioned_docs/version-1.0/intro.md', 'See [the missing page](./missing-page.md).');
  const { config } = await loadSiteConfig(siteDir);
  const logger = createLogger('folio', true);
  compiler = createMarkdownCompiler({ cacheDir: file('.folio') });
  const plugins = await initPlugins({ siteDir, outDir: file('build'), cacheDir: file('.folio'), mode: 'development', config, logger, compiler: compiler! }, createModuleStore(file('.folio'), new Map()), diagnostics);
  docs = plugins.find((p) => p.name === 'content-docs') as Plugin<VersionContent[]>;
});

describe('reloading the docs after a save', () => {
  it('loads again only the version of the saved file, and reports the kept versions’ problems again', async () => {
    const first = byName(await docs.loadContent!());
    expect(diagnostics.some((d) => d.message.includes('missing-page.md'))).toBe(true);
    diagnostics.length = 0;
    append('docs/intro.md', 'A sentence added while the server runs.');
    edit('docs/intro.md', 'title: Introduction', 'title: Reloaded introduction');
    const second = byName(await docs.reloadContent!({ previous: [...first.values()], changedFiles: [file('docs/intro.md')] }));
    expect(second.get('1.0')).toBe(first.get('1.0'));
    expect(second.get('0.9')).toBe(first.get('0.9'));
    expect(second.get('current')).not.toBe(first.get('current'));
    expect(second.get('current')!.docs.find((d) => d.id === 'intro')!.title).toBe('Reloaded introduction');
    expect(diagnostics.filter((d) => d.message.includes('missing-page.md'))).toHaveLength(1);
  });

  it('loads a version again when its sidebars file changes, and every version when versions.json does', async () => {
    const first = byName(await docs.loadContent!());
    const sidebars = byName(await docs.reloadContent!({ previous: [...first.values()], changedFiles: [file('versioned_sidebars/version-0.9-sidebars.json')] }));
    expect(sidebars.get('0.9')).not.toBe(first.get('0.9'));
    expect(sidebars.get('1.0')).toBe(first.get('1.0'));
    const all = byName(await docs.reloadContent!({ previous: [...first.values()], changedFiles: [file('versions.json')] }));
    for (const name of ['current', '1.0', '0.9']) expect(all.get(name)).not.toBe(first.get(name));
  });
});
