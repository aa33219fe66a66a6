import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFiles } from '../../../../tests/helpers/site.ts';
import { packageOfInput, scriptsOfMetafile } from './scripts.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('packageOfInput', () => {
  it('names the npm package of a bundle input, scoped or not', () => {
    expect(packageOfInput('node_modules/lunr/lunr.js')).toBe('lunr');
    expect(packageOfInput('../../node_modules/@scope/name/dist/index.js')).toBe('@scope/name');
    expect(packageOfInput('node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOfInput('src/theme/Search.tsx')).toBeUndefined();
  });
});

describe('scriptsOfMetafile', () => {
  it("lists each output script by URL with its static and dynamic imports and the packages it holds, from esbuild's metafile", async () => {
    writeFiles(dir, {
      'node_modules/fake-search/package.json': '{ "name": "fake-search", "main": "index.js" }',
      'node_modules/fake-search/index.js': 'export const search = (q) => q;\n',
      'src/shared.js': 'export const shared = 1;\n',
      'src/main.js': "import { shared } from './shared.js';\nexport const load = () => import('./search.js');\nconsole.log(shared);\n",
      'src/other.js': "import { shared } from './shared.js';\nconsole.log(shared);\n",
      'src/search.js': "import { search } from 'fake-search';\nimport { shared } from './shared.js';\nexport default () => search(shared);\n",
    });
    const outdir = path.join(dir, 'out', 'assets', 'js');
    const result = await build({ absWorkingDir: dir, entryPoints: ['src/main.js', 'src/other.js'], bundle: true, splitting: true, format: 'esm', outdir, metafile: true, write: false, entryNames: '[name]', chunkNames: 'chunk-[hash]', logLevel: 'silent' });
    const toUrl = (file: string) => `/base/${path.relative(path.join(dir, 'out'), file).split(path.sep).join('/')}`;
    const scripts = scriptsOfMetafile(result.metafile, dir, toUrl);
    const main = scripts['/base/assets/js/main.js']!;
    expect(main.imports).toHaveLength(1);
    expect(main.dynamicImports).toHaveLength(1);
    const [shared] = main.imports as [string];
    const [search] = main.dynamicImports as [string];
    expect(search).toMatch(/^\/base\/assets\/js\/chunk-\w+\.js$/);
    expect(scripts['/base/assets/js/other.js']!.imports).toEqual([shared]);
    expect(scripts[search]).toEqual({ imports: [shared], dynamicImports: [], packages: ['fake-search'] });
    expect(main.packages).toEqual([]);
  });
});
