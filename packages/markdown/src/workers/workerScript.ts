import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const HERE = fileURLToPath(import.meta.url);
/** The worker's module, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = path.join(path.dirname(HERE), `worker${path.extname(HERE)}`);

/** Worker scripts bundled by this process, by cache folder. */
const scripts = new Map<string, Promise<URL>>();

/**
 * Bundles the compile worker (the package's own modules, dependencies left as imports) into one
 * plain ES module in `cacheDir`, once per process: a worker then starts without a TypeScript
 * loader, in about half the time. Its package imports are written as the files they resolve to
 * from this package (see `importsFromHere`), so the worker loads Folio's own dependencies wherever
 * the cache folder is: a site's node_modules may lack them or hold other major versions. The name
 * carries a hash of the code, so concurrent builds with different Folio versions never share a
 * file; the write is atomic.
 */
export function getWorkerScript(cacheDir: string): Promise<URL> {
  let script = scripts.get(cacheDir);
  if (!script) {
    script = bundleWorker(cacheDir);
    scripts.set(cacheDir, script);
    script.catch(() => scripts.delete(cacheDir));
  }
  return script;
}

/**
 * Leaves each package import of the bundle external, as the `file:` URL of the file Node would load
 * for it from the importing source file (conditions `node` and `import`, no `module` field), so the
 * bundle needs no node_modules next to it. Node's built-in modules stay as they are.
 */
const importsFromHere: Plugin = {
  name: 'folio-worker-imports',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === importsFromHere || isBuiltin(args.path)) return undefined;
      const found = await bundler.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: importsFromHere });
      if (found.errors.length) return { errors: found.errors };
      return { path: pathToFileURL(found.path).href, external: true };
    });
  },
};

async function bundleWorker(cacheDir: string): Promise<URL> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: [],
    mainFields: ['main'],
    plugins: [importsFromHere],
    // Prism's language files are required at run time through createRequire(import.meta.url): from
    // this package's folder, not the cache folder's.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(WORKER_SOURCE).href) },
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const file = path.join(cacheDir, `markdown-worker-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, code);
  await rename(temp, file);
  return pathToFileURL(file);
}
