import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { writeFileWhole } from '../write-whole.ts';
import { readBuiltScript, recordBuiltScript } from './worker-script-record.ts';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { claimEsbuild } from './esbuild-service.ts';

/**
 * Leaves npm packages as imports (they resolve from the site) but bundles Folio's own packages
 * (`@folio/…`), which are TypeScript in Folio's repository and so cannot be imported by a worker.
 */
const externalExceptFolio: Plugin = {
  name: 'external-except-folio',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@folio/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Leaves each package import external as the `file:` URL of the file Node would load for it from the
 * importing source file (conditions `node` and `import`, no `module` field), so the worker loads
 * Folio's own dependencies wherever the cache folder is: a Docusaurus site's node_modules may lack
 * them or hold other major versions (issue 19 point 6). Node's built-in modules stay as they are.
 */
function importsFromFolio(resolved: Set<string>): Plugin {
  const marker = {};
  return {
    name: 'folio-worker-imports',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === marker || isBuiltin(args.path) || args.path.startsWith('@folio/')) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: marker });
        if (found.errors.length) return { errors: found.errors };
        resolved.add(found.path);
        return { path: pathToFileURL(found.path).href, external: true };
      });
    },
  };
}

/**
 * A worker module of Folio's, next to the module `moduleUrl` (its `import.meta.url`) and with its
 * extension: `.ts` in Folio's repository, `.js` when installed from the compiled packages.
 */
export function workerModuleNextTo(moduleUrl: string, name = 'worker'): URL {
  return new URL(`./${name}${path.extname(fileURLToPath(moduleUrl))}`, moduleUrl);
}

/**
 * The file a worker thread runs for a worker module of Folio's (see workerModuleNextTo): the one
 * place where worker modules become runnable files. The module (Folio's own modules and packages,
 * npm dependencies left as imports) is bundled into one plain ES module in `cacheDir`, so a worker starts without
 * a TypeScript loader, in about half the time. Its imports (and files found through
 * `import.meta.url`, such as Prism's components) resolve from `cacheDir`, inside the site. The
 * name carries a hash of the code, so concurrent builds with different Folio versions never share
 * a file; the write is atomic. A compiled module (Folio installed from its packages) that takes its
 * packages from Folio's install is not bundled: see reexportingScript.
 */
export async function workerScriptFor(source: URL, cacheDir: string, name: string, options: { packagesFromFolio?: boolean } = {}): Promise<URL> {
  if (options.packagesFromFolio && isCompiledModule(source)) return reexportingScript(source, cacheDir, name);
  // What else decides the bundle: a script made from the same sources under the same key is reused.
  const key = JSON.stringify([source.href, options.packagesFromFolio === true, esbuildVersion]);
  const reused = readBuiltScript(cacheDir, name, key);
  if (reused) return pathToFileURL(reused);
  // `packagesFromFolio`: a worker that shares no package instance with the site (the Markdown
  // compiler) takes its packages from Folio's install, and files found through `import.meta.url`
  // (Prism's components) from its module's folder.
  const resolved = new Set<string>();
  const fromFolio = options.packagesFromFolio
    ? { conditions: [], mainFields: ['main'], plugins: [importsFromFolio(resolved)], define: { 'import.meta.url': JSON.stringify(source.href) } }
    : { plugins: [externalExceptFolio] };
  const startedAt = Date.now();
  const claim = claimEsbuild();
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    ...fromFolio,
    write: false,
    metafile: true,
    logLevel: 'silent',
  }).finally(() => claim.release());
  const code = result.outputFiles[0]!.text;
  const file = path.join(cacheDir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  await writeFileWhole(file, code);
  // The files it was made from (and, for packages left as imports by their file, those files).
  const inputs = [...Object.keys(result.metafile.inputs).map((input) => path.resolve(input)), ...resolved];
  await recordBuiltScript(cacheDir, name, { key, script: file, inputs, startedAt });
  return pathToFileURL(file);
}

/** True for a module of Folio's compiled packages (JavaScript), false for its TypeScript sources. */
function isCompiledModule(source: URL): boolean {
  return !/\.[cm]?ts$/.test(source.pathname);
}

/**
 * The worker script of a compiled worker module that takes its packages from Folio's install: a
 * module in `cacheDir` re-exporting it. Node then resolves its imports from Folio's install and
 * `import.meta.url` is its own, as the bundle arranges for the TypeScript sources, with no esbuild
 * build: at a cold `folio start` that build took 0.3–0.8 s before the first page could compile,
 * most of it waiting for this thread (busy scanning the site) to answer its resolve callbacks.
 */
async function reexportingScript(source: URL, cacheDir: string, name: string): Promise<URL> {
  const code = `export { default } from ${JSON.stringify(source.href)};\n`;
  const file = path.join(cacheDir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true });
    await writeFileWhole(file, code);
  }
  return pathToFileURL(file);
}

/** The Markdown compile worker's module. */
export const COMPILE_WORKER = workerModuleNextTo(import.meta.url);
