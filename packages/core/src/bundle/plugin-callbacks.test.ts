import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type Plugin, type PluginBuild } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { missingModuleMessage, replacedComponentsFilter } from './aliases.ts';
import { ASSET_URL_FILTER } from './assets-plugin.ts';
import { esbuildOptionsFor, type BundleInput } from './bundle.ts';

/**
 * The browser bundle's imports are resolved by esbuild itself (its `alias` table, its resolver):
 * a plugin callback is a round trip to the JavaScript thread, which at the dev server's start is
 * busy scanning the site, so each one can hold the bundle up. These tests count the callbacks.
 */
const siteDir = mkdtempSync(path.join(tmpdir(), 'folio-callbacks-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(file: string, text: string): string {
  const absolute = path.join(siteDir, file);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, text);
  return absolute;
}

write('node_modules/react/package.json', JSON.stringify({ name: 'react', version: '0.0.0', main: 'index.js' }));
write('node_modules/react/index.js', 'export const copy = "site-react";\n');
write('node_modules/react/jsx-runtime.js', 'export const jsx = "site-jsx";\n');
write('src/util.ts', 'export const util = "util";\n');
write('src/part.ts', 'import { util } from "@site/src/util.ts";\nexport const part = util;\n');
write('src/theme/Replaced.tsx', 'export default "replaced";\n');
write('src/bg.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('src/style.css', '.a { background: url(./bg.svg); }\n.b { background: url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E"); }\n');

function input(): BundleInput {
  return {
    siteDir,
    cacheDir: path.join(siteDir, '.folio'),
    outDir: path.join(siteDir, 'build'),
    baseUrl: '/',
    mode: 'development',
    alias: { siteDir, themeComponents: { Replaced: path.join(siteDir, 'src/theme/Replaced.tsx') } },
    pageModules: [],
    cssFiles: [],
    moduleSources: new Map(),
  };
}

/** The options' plugins, each callback counted under its plugin's name. */
function counted(options: BuildOptions, counts: Map<string, number>): Plugin[] {
  return (options.plugins ?? []).map((plugin) => ({
    name: plugin.name,
    setup(pluginBuild: PluginBuild) {
      const count = () => counts.set(plugin.name, (counts.get(plugin.name) ?? 0) + 1);
      return plugin.setup({
        ...pluginBuild,
        onResolve: (filter, callback) => pluginBuild.onResolve(filter, (args) => (count(), callback(args))),
        onLoad: (filter, callback) => pluginBuild.onLoad(filter, (args) => (count(), callback(args))),
      });
    },
  }));
}

let entries = 0;
async function bundleEntry(source: string) {
  const counts = new Map<string, number>();
  const entry = write(`src/entry-${(entries += 1)}.tsx`, source);
  const options = esbuildOptionsFor(input(), 'browser', { publish: undefined });
  const result = await build({ ...options, plugins: counted(options, counts), entryPoints: [entry], outdir: path.join(siteDir, 'out'), write: false, splitting: false });
  return { code: result.outputFiles.map((file) => file.text).join('\n'), counts };
}

describe('plugin callbacks of the browser bundle', () => {
  it("come for a stylesheet's asset url() and a replaced theme component, and none for React, @site and relative imports", async () => {
    const base = await bundleEntry('import replaced from "@theme/Replaced";\nimport "./style.css";\nconsole.log(replaced);\n');
    expect(base.code).toContain('"replaced"');
    expect(base.code).toMatch(/url\("?\/assets\/media\/bg-[0-9a-f]{10}\.svg"?\)/);
    expect(base.counts.get('folio-aliases')).toBe(1);
    const more = await bundleEntry('import { copy } from "react";\nimport { jsx } from "react/jsx-runtime";\nimport { part } from "./part.ts";\nimport replaced from "@theme/Replaced";\nimport "./style.css";\nconsole.log(copy, jsx, part, replaced);\n');
    expect(more.code).toContain('"site-react"');
    expect(more.code).toContain('"site-jsx"');
    expect(more.code).toContain('"util"');
    expect(Object.fromEntries(more.counts)).toEqual(Object.fromEntries(base.counts));
  });

  it('still name a theme or Docusaurus import that resolves nowhere, as the alias plugin words it', async () => {
    const failure = await bundleEntry('import a from "@theme/Nope";\nimport b from "@theme-original/Nope";\nconsole.log(a, b);\n').then(
      () => undefined,
      (error: { errors: { text: string; notes: unknown[] }[] }) => error,
    );
    expect(failure?.errors.map((e) => e.text).sort()).toEqual([missingModuleMessage('@theme-original/Nope'), missingModuleMessage('@theme/Nope')]);
    expect(failure?.errors.every((e) => e.notes.length === 0)).toBe(true);
  });
});

describe('the filters that keep callbacks off', () => {
  it("match a stylesheet's asset url() with its query or fragment, and no script, style or package import", () => {
    for (const url of ['./bg.svg', '/img/x.svg', '@site/static/x.png', 'font.woff2?v=2#iefix', './icons.svg#close', 'IMG.PNG']) expect(url).toMatch(ASSET_URL_FILTER);
    for (const request of ['react', 'react/jsx-runtime', '@theme/Layout', './context.ts', '../navbar.tsx', '/abs/theme/css/base.css', './chunk.mjs']) expect(request).not.toMatch(ASSET_URL_FILTER);
  });

  it('match the replaced theme components by exact name, none when the site replaces none', () => {
    const filter = replacedComponentsFilter({ Footer: 'src/theme/Footer.tsx', 'NavbarItem/Docs.Dropdown': 'src/theme/x.tsx' })!;
    expect('@theme/Footer').toMatch(filter);
    expect('@theme/NavbarItem/Docs.Dropdown').toMatch(filter);
    expect('@theme/NavbarItem/DocsxDropdown').not.toMatch(filter);
    expect('@theme/Footer/Links').not.toMatch(filter);
    expect('@theme-original/Footer').not.toMatch(filter);
    expect(replacedComponentsFilter({})).toBeUndefined();
  });
});
