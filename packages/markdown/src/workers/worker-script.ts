import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

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
 * a file; the write is atomic.
 */
export async function workerScriptFor(source: URL, cacheDir: string, name: string): Promise<URL> {
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalExceptFolio],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const file = path.join(cacheDir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, code);
  await rename(temp, file);
  return pathToFileURL(file);
}

/** The Markdown compile worker's module. */
export const COMPILE_WORKER = workerModuleNextTo(import.meta.url);
