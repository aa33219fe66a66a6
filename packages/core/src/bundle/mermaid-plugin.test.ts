import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { findMermaidDist, knownMermaidDist, PREBUILT_ENTRY, publishedPath, splitPublishedPath } from './mermaid-dist.ts';
import { prebuiltMermaid } from './mermaid-plugin.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const empty = mkdtempSync(path.join(tmpdir(), 'folio-no-mermaid-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('findMermaidDist', () => {
  it('finds the prebuilt build of the mermaid a folder resolves, under a path with its version and its entry’s hash', () => {
    const dist = findMermaidDist(HERE)!;
    const { version } = JSON.parse(readFileSync(dist.packageJson, 'utf8')) as { version: string };
    expect(dist.entry).toBe(path.join(path.dirname(dist.packageJson), PREBUILT_ENTRY));
    expect(dist.version).toBe(version);
    expect(dist.path).toMatch(new RegExp(`^assets/mermaid/${version.replaceAll('.', '\\.')}-[0-9a-f]{10}$`));
    expect(knownMermaidDist(dist.path)).toBe(dist);
    expect(findMermaidDist(empty)).toBeUndefined();
  });

  it('gives another mermaid, another version or other prebuilt files, another path', () => {
    const site = path.join(empty, 'site');
    const mermaid = path.join(site, 'node_modules/mermaid');
    mkdirSync(path.join(mermaid, 'dist'), { recursive: true });
    const install = (version: string, entry: string, time: number) => {
      writeFileSync(path.join(mermaid, 'package.json'), JSON.stringify({ name: 'mermaid', version, exports: { '.': './dist/mermaid.core.mjs', './*': './*' } }));
      writeFileSync(path.join(mermaid, PREBUILT_ENTRY), entry);
      for (const file of ['package.json', PREBUILT_ENTRY]) utimesSync(path.join(mermaid, file), time, time);
      return findMermaidDist(site)!.path;
    };
    const first = install('11.0.0', 'export default 1;', 1_000);
    expect(first).toMatch(/^assets\/mermaid\/11\.0\.0-[0-9a-f]{10}$/);
    expect(install('11.0.0', 'export default 1;', 2_000)).toBe(first);
    const patched = install('11.0.0', 'export default 2;', 3_000);
    expect(patched).toMatch(/^assets\/mermaid\/11\.0\.0-/);
    expect(patched).not.toBe(first);
    expect(install('11.0.1', 'export default 2;', 4_000)).toMatch(/^assets\/mermaid\/11\.0\.1-/);
  });

  it('maps its files to site paths and back', () => {
    const dist = findMermaidDist(HERE)!;
    const chunk = path.join(dist.dir, 'chunks', 'mermaid.esm.min', 'chunk-X.mjs');
    expect(publishedPath(dist, chunk)).toBe(`${dist.path}/chunks/mermaid.esm.min/chunk-X.mjs`);
    expect(splitPublishedPath(`/${dist.path}/chunks/mermaid.esm.min/chunk-X.mjs`)).toEqual({ distPath: dist.path, file: 'chunks/mermaid.esm.min/chunk-X.mjs' });
    expect(splitPublishedPath('/assets/js/main.js')).toBeUndefined();
  });
});

describe('prebuiltMermaid', () => {
  it('points import("mermaid") at the prebuilt entry’s URL under the base URL, bundling none of mermaid, and keeps what to publish and stamp', async () => {
    const mermaid = prebuiltMermaid('/base/');
    const result = await build({
      stdin: { contents: "export const draw = async () => (await import('mermaid')).default;\n", resolveDir: HERE, sourcefile: 'app.js' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: path.join(empty, 'out'),
      write: false,
      logLevel: 'silent',
      plugins: [mermaid.plugin],
    });
    const dist = findMermaidDist(HERE)!;
    expect(mermaid.dists()).toEqual([dist]);
    expect(mermaid.stampedFiles()).toEqual([dist.packageJson, dist.entry]);
    expect(result.outputFiles).toHaveLength(1);
    expect(result.outputFiles[0]!.text).toContain(`import("/base/${dist.path}/mermaid.esm.min.mjs")`);
    expect(result.outputFiles[0]!.text.length).toBeLessThan(500);
  });
});
