import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunksForDiagrams, diagramLoaders, findDiagramChunks, type DiagramChunks } from './mermaid-chunks.ts';
import { findMermaidDist } from './mermaid-dist.ts';
import { readModuleGraph } from './module-graph.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** mermaid's prebuilt browser entry (`dist/mermaid.esm.min.mjs`), as the app imports it. */
const dist = findMermaidDist(HERE)!;

describe('diagramLoaders', () => {
  it('finds the loader of every diagram type in the prebuilt mermaid installed here', () => {
    const loaders = diagramLoaders(readFileSync(dist.entry, 'utf8'));
    // The types this site draws, and a few more (ids as variables and written in place); each loads a module that exists.
    const expected: [string, string][] = [['sequence', 'sequenceDiagram'], ['flowchart-v2', 'flowDiagram'], ['flowchart', 'flowDiagram'], ['classDiagram', 'classDiagram-v2'], ['stateDiagram', 'stateDiagram-v2'], ['gantt', 'ganttDiagram'], ['pie', 'pieDiagram'], ['c4', 'c4Diagram'], ['er', 'erDiagram']];
    for (const [type, name] of expected) {
      const specifier = loaders.get(type);
      expect(specifier, type).toMatch(new RegExp(`/${name}-\\w+\\.mjs$`));
      expect(() => readFileSync(path.resolve(path.dirname(dist.entry), specifier!))).not.toThrow();
    }
    expect(loaders.size).toBeGreaterThan(30);
  });

  it('reads loaders written out, with the id in a variable or in place, and takes the id assigned last before the loader', () => {
    const source = [
      'var id1 = "sequence";',
      'var loader = async () => { const { diagram } = await import("./chunks/sequenceDiagram-A.mjs"); return { id: id1, diagram }; };',
      'var t="pie",p=async()=>{let{diagram:e}=await import("./chunks/pieDiagram-B.mjs");return{id:t,diagram:e}};',
      'var t="gantt",g=async()=>{let{diagram:e}=await import(\'./chunks/ganttDiagram-C.mjs\');return{id:t,diagram:e}};',
      'var c=async()=>{let{diagram:e}=await import("./chunks/c4Diagram-D.mjs");return{id:"c4",diagram:e}};',
      'var u=async()=>{let{diagram:e}=await import("./chunks/unknown-E.mjs");return{id:nowhere,diagram:e}};',
    ].join('\n');
    expect([...diagramLoaders(source)]).toEqual([
      ['sequence', './chunks/sequenceDiagram-A.mjs'],
      ['pie', './chunks/pieDiagram-B.mjs'],
      ['gantt', './chunks/ganttDiagram-C.mjs'],
      ['c4', './chunks/c4Diagram-D.mjs'],
    ]);
  });
});

describe('findDiagramChunks', () => {
  it('lists mermaid and, per diagram type, its definition and (for a graph) the default layout, from the prebuilt build', async () => {
    const graph = await readModuleGraph(dist.entry);
    const chunks = findDiagramChunks(graph, (file) => `/x/${path.relative(dist.dir, file).split(path.sep).join('/')}`);
    expect(chunks.core).toContain('/x/mermaid.esm.min.mjs');
    expect(chunks.core.length).toBeGreaterThan(5);
    const names = (urls: string[]) => urls.map((url) => path.basename(url));
    const sequence = names(chunks.types.sequence!);
    const flowchart = names(chunks.types['flowchart-v2']!);
    expect(sequence.some((name) => name.startsWith('sequenceDiagram-'))).toBe(true);
    expect(flowchart.some((name) => name.startsWith('flowDiagram-'))).toBe(true);
    // A flowchart is laid out by dagre, mermaid's default layout; a sequence diagram draws itself.
    expect(flowchart.some((name) => name.startsWith('dagre-'))).toBe(true);
    expect(sequence.some((name) => name.startsWith('dagre-'))).toBe(false);
    // What a type adds is beyond mermaid's own chunks, and every URL is a file of the build.
    expect(chunks.types.sequence!.filter((url) => chunks.core.includes(url))).toEqual([]);
    for (const url of [...chunks.core, ...Object.values(chunks.types).flat()]) expect(graph.modules.has(path.join(dist.dir, url.slice('/x/'.length)))).toBe(true);
    expect(chunksForDiagrams(chunks, ['sequence', 'flowchart-v2'])).toEqual([...new Set([...chunks.core, ...chunks.types.sequence!, ...chunks.types['flowchart-v2']!])].sort());
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
