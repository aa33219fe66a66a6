import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { BuildScripts } from '../plugin/types.ts';

/** The npm package a bundle input belongs to (`node_modules/@scope/name/...` → `@scope/name`), if any. Pure. */
export function packageOfInput(input: string): string | undefined {
  const parts = input.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const name = parts[at + 1]!;
  return name.startsWith('@') && parts[at + 2] ? `${name}/${parts[at + 2]}` : name;
}

/**
 * The browser scripts of a bundle, by URL, from esbuild's metafile: what each imports statically
 * and on demand, and which npm packages' code it holds. `workingDir` is the build's working
 * folder (metafile paths are relative to it); `toUrl` maps an output file to its URL. Pure.
 */
export function scriptsOfMetafile(metafile: Metafile, workingDir: string, toUrl: (file: string) => string): BuildScripts {
  const scripts: BuildScripts = {};
  const urlOf = (relative: string) => toUrl(path.resolve(workingDir, relative));
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!/\.m?js$/.test(file)) continue;
    const internal = output.imports.filter((imported) => !imported.external);
    scripts[urlOf(file)] = {
      imports: internal.filter((imported) => imported.kind === 'import-statement').map((imported) => urlOf(imported.path)),
      dynamicImports: internal.filter((imported) => imported.kind === 'dynamic-import').map((imported) => urlOf(imported.path)),
      packages: [...new Set(Object.keys(output.inputs).flatMap((input) => packageOfInput(input) ?? []))].sort(),
    };
  }
  return scripts;
}
