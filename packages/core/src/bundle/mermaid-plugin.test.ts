import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { findMermaidDist, knownMermaidDist, PREBUILT_ENTRY, publishedPath, splitPublishedPath, type MermaidDist } from './mermaid-dist.ts';
import { prebuiltMermaidPlugin } from './mermaid-plugin.ts';

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

  it('maps its files to site paths and back', () => {
    const dist = findMermaidDist(HERE)!;
    const chunk = path.join(dist.dir, 'chunks', 'mermaid.esm.min', 'chunk-X.mjs');
    expect(publishedPath(dist, chunk)).toBe(`${dist.path}/chunks/mermaid.esm.min/chunk-X.mjs`);
    expect(splitPublishedPath(`/${dist.path}/chunks/mermaid.esm.min/chunk-X.mjs`)).toEqual({ distPath: dist.path, file: 'chunks/mermaid.esm.min/chunk-X.mjs' });
    expect(splitPublishedPath('/assets/js/main.js')).toBeUndefined();
  });
});

describe('prebuiltMermaidPlugin', () => {
  it('points import("mermaid") at the prebuilt entry’s URL under the base URL, bundling none of mermaid', async () => {
    const used: MermaidDist[] = [];
    const result = await build({
      stdin: { contents: "export const draw = async () => (await import('mermaid')).default;\n", resolveDir: HERE, sourcefile: 'app.js' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: path.join(empty, 'out'),
      write: false,
      logLevel: 'silent',
      plugins: [prebuiltMermaidPlugin({ baseUrl: '/base/', onUse: (dist) => used.push(dist) })],
    });
    const dist = findMermaidDist(HERE)!;
    expect(used).toEqual([dist]);
    expect(result.outputFiles).toHaveLength(1);
    expect(result.outputFiles[0]!.text).toContain(`import("/base/${dist.path}/mermaid.esm.min.mjs")`);
    expect(result.outputFiles[0]!.text.length).toBeLessThan(500);
  });
});
