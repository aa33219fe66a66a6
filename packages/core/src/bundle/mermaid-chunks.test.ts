import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './app-build.ts';
import { chunksForDiagrams, diagramLoaders, findDiagramChunks, type DiagramChunks } from './mermaid-chunks.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** mermaid's entry module (`mermaid.core.mjs`), as bundlers resolve `import('mermaid')`. */
const MERMAID_ENTRY = createRequire(import.meta.url).resolve('mermaid');

describe('diagramLoaders', () => {
  it('finds the loader of every diagram type in the mermaid installed here', () => {
    const loaders = diagramLoaders(readFileSync(MERMAID_ENTRY, 'utf8'));
    // The types this site draws, and a few more; each loads a module that exists.
    const expected: [string, string][] = [['sequence', 'sequenceDiagram'], ['flowchart-v2', 'flowDiagram'], ['flowchart', 'flowDiagram'], ['classDiagram', 'classDiagram-v2'], ['stateDiagram', 'stateDiagram-v2'], ['gantt', 'ganttDiagram'], ['pie', 'pieDiagram']];
    for (const [type, name] of expected) {
      const specifier = loaders.get(type);
      expect(specifier, type).toMatch(new RegExp(`/${name}-\\w+\\.mjs$`));
      expect(() => readFileSync(path.resolve(path.dirname(MERMAID_ENTRY), specifier!))).not.toThrow();
    }
    expect(loaders.size).toBeGreaterThan(30);
  });
});

describe('findDiagramChunks', () => {
  it('lists mermaid and, per diagram type, its definition and (for a graph) the default layout, from a real bundle', async () => {
    // An app that imports mermaid on demand, as the theme's Mermaid component does.
    const result = await build({
      stdin: { contents: "export const draw = () => import('mermaid');\n", resolveDir: REPO, sourcefile: 'app.js' },
      absWorkingDir: REPO,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: path.join(tmpdir(), 'folio-mermaid-chunks'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const metafile = result.metafile!;
    const closure = (file: string) => [file, ...staticClosure(metafile, REPO, file)].map((f) => path.relative(REPO, f));
    const chunks = findDiagramChunks(metafile, REPO, closure) as DiagramChunks;
    expect(chunks.core.length).toBeGreaterThan(5);
    const inputsOf = (outputs: string[]) => outputs.flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}).map((input) => path.basename(input)));
    const sequence = inputsOf(chunks.types.sequence!);
    const flowchart = inputsOf(chunks.types['flowchart-v2']!);
    expect(sequence.some((input) => input.startsWith('sequenceDiagram-'))).toBe(true);
    expect(flowchart.some((input) => input.startsWith('flowDiagram-'))).toBe(true);
    // A flowchart is laid out by dagre, mermaid's default layout; a sequence diagram draws itself.
    expect(flowchart.some((input) => input.startsWith('dagre-'))).toBe(true);
    expect(sequence.some((input) => input.startsWith('dagre-'))).toBe(false);
    // What a type adds is beyond mermaid's own chunks.
    expect(chunks.types.sequence!.filter((url) => chunks.core.includes(url))).toEqual([]);
    expect(chunksForDiagrams(chunks, ['sequence', 'flowchart-v2'])).toEqual([...new Set([...chunks.core, ...chunks.types.sequence!, ...chunks.types['flowchart-v2']!])].sort());
  }, 60_000);

  it('finds nothing in an app that does not import mermaid', async () => {
    const result = await build({ stdin: { contents: 'export const x = 1;\n', resolveDir: REPO }, absWorkingDir: REPO, bundle: true, format: 'esm', write: false, metafile: true, outdir: tmpdir(), logLevel: 'silent' });
    expect(findDiagramChunks(result.metafile!, REPO, () => [])).toBeUndefined();
  });
});

describe('chunksForDiagrams', () => {
  const chunks: DiagramChunks = { core: ['/m.js', '/m2.js'], types: { sequence: ['/s.js'], 'flowchart-v2': ['/f.js', '/dagre.js'] } };

  it('gives mermaid and each type’s chunks, once each, sorted; only mermaid for a type it does not know', () => {
    expect(chunksForDiagrams(chunks, ['sequence', 'flowchart-v2'])).toEqual(['/dagre.js', '/f.js', '/m.js', '/m2.js', '/s.js']);
    expect(chunksForDiagrams(chunks, ['venn'])).toEqual(['/m.js', '/m2.js']);
  });

  it('gives nothing for a page without diagrams, or an app without mermaid', () => {
    expect(chunksForDiagrams(chunks, [])).toEqual([]);
    expect(chunksForDiagrams(undefined, ['sequence'])).toEqual([]);
  });
});
