import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const HERE = fileURLToPath(import.meta.url);
/** The worker's module, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = path.join(path.dirname(HERE), `worker${path.extname(HERE)}`);

/** Worker scripts bundled by this process, by cache folder. */
const scripts = new Map<string, Promise<URL>>();

/**
 * Bundles the compile worker (the package's own modules, dependencies left as imports) into one
 * plain ES module in `cacheDir`, once per process: a worker then starts without a TypeScript
 * loader, in about half the time. Its imports (and Prism's components, found through
 * `import.meta.url`) resolve from `cacheDir`, inside the site. The name carries a hash of the code, so concurrent builds with
 * different Folio versions never share a file; the write is atomic.
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

async function bundleWorker(cacheDir: string): Promise<URL> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
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
