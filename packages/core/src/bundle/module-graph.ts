import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';

/** What one ES module file imports: other files, absolute. */
export interface ModuleImports {
  /** Imported by `import … from`, `import "…"` or `export … from`: loaded before the module runs. */
  imports: string[];
  /** Imported by `import("…")` with a literal relative specifier: loaded when the code asks. */
  dynamicImports: string[];
}

/** Every module file reachable from an entry, absolute path → its imports. */
export interface ModuleGraph {
  entry: string;
  modules: Map<string, ModuleImports>;
}

const RELATIVE = /^\.\.?\//;

/** The relative imports of one module's source, resolved against its file. */
function importsOf(file: string, source: string): ModuleImports {
  const [found] = parse(source, file);
  const result: ModuleImports = { imports: [], dynamicImports: [] };
  for (const imported of found) {
    // `n` is the specifier when it is a string literal; -1 marks a static import, ≥ 0 a dynamic one, -2 `import.meta`.
    if (imported.n === undefined || !RELATIVE.test(imported.n) || imported.d === -2) continue;
    (imported.d === -1 ? result.imports : result.dynamicImports).push(path.resolve(path.dirname(file), imported.n));
  }
  return result;
}

/**
 * Reads an entry module and every file it imports, statically or on demand, following relative
 * specifiers (bare and computed ones are left out), with es-module-lexer: for prebuilt browser
 * builds, whose files are published as they are.
 */
export async function readModuleGraph(entry: string): Promise<ModuleGraph> {
  await init;
  const modules = new Map<string, ModuleImports>();
  let level = [entry];
  while (level.length) {
    const read = await Promise.all(level.map(async (file) => [file, importsOf(file, await readFile(file, 'utf8'))] as const));
    const next = new Set<string>();
    for (const [file, imports] of read) modules.set(file, imports);
    for (const [, imports] of read) for (const imported of [...imports.imports, ...imports.dynamicImports]) if (!modules.has(imported)) next.add(imported);
    level = [...next];
  }
  return { entry, modules };
}

/** A file and every file it imports statically, directly or not (what must load before it runs). Pure. */
export function staticClosureOf(graph: ModuleGraph, file: string): Set<string> {
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length) {
    for (const imported of graph.modules.get(queue.pop()!)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  return seen;
}
