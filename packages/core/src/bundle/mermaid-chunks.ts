import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staticClosureOf, type ModuleGraph } from './module-graph.ts';

/**
 * The files of mermaid's prebuilt build that drawing diagrams loads, by what needs them. The
 * theme's Mermaid component imports mermaid on demand, once a page with a diagram is shown, and
 * mermaid in turn imports each diagram type's code (and the layout code of the types laid out by
 * a graph layout) on demand: a page's route lists these so that a prefetch of the page takes them too.
 */
export interface DiagramChunks {
  /** mermaid itself (what `import('mermaid')` loads) and every chunk it imports statically. */
  core: string[];
  /** Per mermaid diagram type (`sequence`, `flowchart-v2`): the chunks it loads beyond `core`. */
  types: Record<string, string[]>;
}

/** A loader's import and the id it returns: `await import("./chunks/…");return{id:X,diagram:…}`, X a string or a variable. */
const LOADER = /await\s+import\(\s*(["'])([^"']+)\1\s*\)\s*;?\s*return\s*\{\s*id\s*:\s*(?:(["'])([\w-]+)\3|([\w$]+))\s*,\s*diagram\b/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The string last assigned to a variable before `end` (`var hr="sequence"`, `id5 = "sequence"`). */
function stringBefore(source: string, name: string, end: number): string | undefined {
  const assignment = new RegExp(`(?:^|[^\\w$.])${escapeRegExp(name)}\\s*=\\s*(["'])([\\w-]+)\\1`, 'g');
  let value: string | undefined;
  for (const match of source.slice(0, end).matchAll(assignment)) value = match[2];
  return value;
}

/**
 * mermaid's own loaders of each diagram type, read from its entry module, minified or not
 * (mermaid 11: `var hr="sequence",…,async()=>{let{diagram:t}=await import("./chunks/…");return{id:hr,diagram:t}}`,
 * or the id written in place): type → the import's specifier. Pure.
 */
export function diagramLoaders(entrySource: string): Map<string, string> {
  const loaders = new Map<string, string>();
  for (const match of entrySource.matchAll(LOADER)) {
    const type = match[4] ?? stringBefore(entrySource, match[5]!, match.index);
    if (type && !loaders.has(type)) loaders.set(type, match[2]!);
  }
  return loaders;
}

/** The file mermaid's graph layouts import their default layout from (`layout: dagre` is mermaid's default). */
const DEFAULT_LAYOUT = /[\\/]dagre-[\w-]+\.m?js$/;

/**
 * Finds, in the module graph of mermaid's prebuilt entry, mermaid's own chunks and each diagram
 * type's, as URLs (`toUrl` of a file). A diagram type whose loader cannot be found (another mermaid
 * version) is left out: its code is then fetched when the page is shown.
 */
export function findDiagramChunks(graph: ModuleGraph, toUrl: (file: string) => string): DiagramChunks {
  const core = staticClosureOf(graph, graph.entry);
  const urls = (files: Iterable<string>) => [...new Set([...files].filter((file) => !core.has(file)).map(toUrl))].sort();
  // The module that registers mermaid's layouts imports the default one on demand.
  const layoutImporter = [...graph.modules].find(([, imports]) => imports.dynamicImports.some((imported) => DEFAULT_LAYOUT.test(imported)));
  const layoutFiles = layoutImporter ? staticClosureOf(graph, layoutImporter[1].dynamicImports.find((imported) => DEFAULT_LAYOUT.test(imported))!) : new Set<string>();
  const types: Record<string, string[]> = {};
  for (const [type, specifier] of diagramLoaders(readFileSync(graph.entry, 'utf8'))) {
    const definition = path.resolve(path.dirname(graph.entry), specifier);
    if (!graph.modules.has(definition)) continue;
    const files = staticClosureOf(graph, definition);
    const laidOut = layoutImporter !== undefined && files.has(layoutImporter[0]);
    types[type] = urls([...files, ...(laidOut ? layoutFiles : [])]);
  }
  return { core: [...core].map(toUrl).sort(), types };
}

/** Every chunk drawing diagrams of these types loads (none without diagrams or without mermaid in the app), sorted. Pure. */
export function chunksForDiagrams(chunks: DiagramChunks | undefined, types: readonly string[]): string[] {
  if (!chunks || !types.length) return [];
  return [...new Set([...chunks.core, ...types.flatMap((type) => chunks.types[type] ?? [])])].sort();
}
