import { readdirSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { packageOfSpecifier } from './manifest.ts';

/**
 * Import prefixes the site bundler resolves itself (the theme's swappable components, the
 * Docusaurus client API stand-ins, the site's own files): not packages.
 */
const BUNDLER_ALIASES = /^@(theme|theme-original|docusaurus|site)\//;

/**
 * The packages a folder of compiled JavaScript imports, each with the first file (relative to
 * `dir`) that imports it: static imports, re-exports and `import('literal')`, as esbuild reads
 * them. Node's built-in modules and the site bundler's aliases are left out. A relative import
 * of a file that is not there fails here, before anything is packed.
 */
export async function importedPackages(dir: string): Promise<Map<string, string>> {
  const entryPoints = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file)).map((file) => path.join(dir, file));
  const result = await build({
    entryPoints,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: path.join(dir, '.imports'),
    absWorkingDir: dir,
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const found = new Map<string, string>();
  for (const [file, input] of Object.entries(result.metafile.inputs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    for (const record of input.imports) {
      if (!record.external || record.path.startsWith('.') || path.isAbsolute(record.path) || isBuiltin(record.path) || BUNDLER_ALIASES.test(record.path)) continue;
      const name = packageOfSpecifier(record.path);
      if (!found.has(name)) found.set(name, file);
    }
  }
  return found;
}
