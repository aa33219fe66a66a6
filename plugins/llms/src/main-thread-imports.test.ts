import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/** The packages the plugin's module loads with it: its static imports, followed through its own files (imports on demand left out). */
async function packagesLoadedWith(entry: string): Promise<Set<string>> {
  const result = await build({ entryPoints: [entry], bundle: true, splitting: true, format: 'esm', platform: 'node', packages: 'external', write: false, outdir: '/tmp/folio-llms-imports', metafile: true, logLevel: 'silent' });
  const outputs = result.metafile.outputs;
  const start = Object.keys(outputs).find((file) => outputs[file]!.entryPoint)!;
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(start);
  return packages;
}

describe('the llms plugin on the main thread', () => {
  test('does not load the Markdown writer of its converter (workers convert; the main thread only fills templates)', async () => {
    const packages = await packagesLoadedWith(fileURLToPath(new URL('./index.ts', import.meta.url)));
    expect(packages.size).toBeGreaterThan(0);
    expect([...packages].filter((name) => name.startsWith('mdast-util-to-markdown'))).toEqual([]);
  });
});
