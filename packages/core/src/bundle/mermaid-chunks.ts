import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/**
 * The chunks of the app bundle that drawing Mermaid diagrams loads, by what needs them. The theme's
 * Mermaid component imports mermaid on demand, once a page with a diagram is shown, and mermaid in
 * turn imports each diagram type's code (and the layout code of the types laid out by a graph
 * layout) on demand: a page's route lists these so that a prefetch of the page takes them too.
 */
export interface DiagramChunks {
  /** mermaid itself (what `import('mermaid')` loads) and every chunk it imports statically. */
  core: string[];
  /** Per mermaid diagram type (`sequence`, `flowchart-v2`): the chunks it loads beyond `core`. */
  types: Record<string, string[]>;
}

type Inputs = Metafile['inputs'];

/**
 * mermaid's own loaders of each diagram type, read from its entry module (mermaid 11 declares
 * `var idN = "type"; … loader: async () => { const { diagram } = await import("./chunks/…"); return { id: idN, diagram } }`):
 * type → the import's specifier. Pure.
 */
export function diagramLoaders(entrySource: string): Map<string, string> {
  const ids = new Map([...entrySource.matchAll(/\bvar (\w+) = "([\w-]+)";/g)].map((m) => [m[1]!, m[2]!]));
  const loaders = new Map<string, string>();
  for (const m of entrySource.matchAll(/await import\("([^"]+)"\);\s*return \{ id: (\w+), diagram/g)) {
    const type = ids.get(m[2]!);
    if (type) loaders.set(type, m[1]!);
  }
  return loaders;
}

/** The specifier mermaid's graph layouts import their default layout by (`layout: dagre` is mermaid's default). */
const DEFAULT_LAYOUT = /(?:^|\/)dagre-[\w]+\.m?js$/;

function staticInputs(inputs: Inputs, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length) {
    for (const imported of inputs[queue.pop()!]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      queue.push(imported.path);
    }
  }
  return seen;
}

function dynamicImport(inputs: Inputs, importer: string, test: (original: string) => boolean): string | undefined {
  return inputs[importer]?.imports.find((imported) => imported.kind === 'dynamic-import' && !imported.external && test(imported.original ?? ''))?.path;
}

/**
 * Finds mermaid's chunks in an app bundle's metafile (paths relative to `workingDir`), or undefined
 * when nothing in the app imports mermaid. `closure(outputFile)` gives an output and the outputs it
 * imports statically, as URLs. A diagram type whose loader cannot be found (another mermaid
 * version) is left out: its code is then fetched when the page is shown, as before.
 */
export function findDiagramChunks(metafile: Metafile, workingDir: string, closure: (outputFile: string) => string[]): DiagramChunks | undefined {
  const { inputs } = metafile;
  const entry = Object.values(inputs).flatMap((input) => input.imports).find((imported) => imported.kind === 'dynamic-import' && imported.original === 'mermaid')?.path;
  if (!entry) return undefined;
  const outputOf = new Map(Object.entries(metafile.outputs).flatMap(([file, output]) => (output.entryPoint && !file.endsWith('.map') ? [[output.entryPoint, file] as const] : [])));
  const chunksOf = (input: string | undefined) => {
    const output = input === undefined ? undefined : outputOf.get(input);
    return output ? closure(path.resolve(workingDir, output)) : [];
  };
  const core = chunksOf(entry);
  if (!core.length) return undefined;
  // The module that registers mermaid's layouts imports the default one on demand.
  const dist = path.dirname(entry);
  const layoutImporter = Object.keys(inputs).find((file) => file.startsWith(dist) && dynamicImport(inputs, file, (original) => DEFAULT_LAYOUT.test(original)));
  const layout = layoutImporter ? chunksOf(dynamicImport(inputs, layoutImporter, (original) => DEFAULT_LAYOUT.test(original))) : [];
  const inCore = new Set(core);
  const types: Record<string, string[]> = {};
  for (const [type, specifier] of diagramLoaders(readFileSync(path.resolve(workingDir, entry), 'utf8'))) {
    const definition = dynamicImport(inputs, entry, (original) => original === specifier);
    if (!definition) continue;
    const laidOut = layoutImporter !== undefined && staticInputs(inputs, definition).has(layoutImporter);
    types[type] = [...new Set([...chunksOf(definition), ...(laidOut ? layout : [])])].filter((url) => !inCore.has(url)).sort();
  }
  return { core, types };
}

/** Every chunk drawing diagrams of these types loads (none without diagrams or without mermaid in the app), sorted. Pure. */
export function chunksForDiagrams(chunks: DiagramChunks | undefined, types: readonly string[]): string[] {
  if (!chunks || !types.length) return [];
  return [...new Set([...chunks.core, ...types.flatMap((type) => chunks.types[type] ?? [])])].sort();
}
