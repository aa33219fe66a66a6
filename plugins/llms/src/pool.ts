import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { convertJob, type ConvertJob, type ConvertOutcome } from './convert-source.ts';

const HERE = fileURLToPath(import.meta.url);
/** The worker's module, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = path.join(path.dirname(HERE), `worker${path.extname(HERE)}`);

/** Below this many files, starting a worker (and loading the parser in it) costs more than it saves. */
export const MIN_JOBS_FOR_WORKERS = 32;

/**
 * The worker bundled into one plain module in `cacheDir` (dependencies left as imports, which
 * resolve from the site), named by a hash of its code: no TypeScript loader needed to start it.
 */
async function workerScript(cacheDir: string): Promise<string> {
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
  const file = path.join(cacheDir, `llms-worker-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, code);
  await rename(temp, file);
  return file;
}

function runWorker(file: string, jobs: ConvertJob[]): Promise<ConvertOutcome[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file);
    worker.once('message', (outcomes: ConvertOutcome[]) => {
      resolve(outcomes);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The Markdown copy worker stopped (exit code ${code}) before answering.`)));
    worker.postMessage(jobs);
  });
}

/**
 * Converts files, in parallel across the CPU cores when there are enough of them: the calling
 * thread takes one share, a worker thread each other share. Outcomes come back in job order.
 */
export async function convertAll(jobs: readonly ConvertJob[], cacheDir: string): Promise<ConvertOutcome[]> {
  const shares = Math.min(availableParallelism(), Math.floor(jobs.length / MIN_JOBS_FOR_WORKERS) + 1);
  if (shares <= 1) return jobs.map(convertJob);
  // Interleaved shares: long and short files spread evenly.
  const split = Array.from({ length: shares }, (_, share) => jobs.filter((_, i) => i % shares === share));
  const file = await workerScript(cacheDir);
  const remote = split.slice(1).map((share) => runWorker(file, share));
  // Let the workers start before this thread takes its own share.
  await new Promise((resolve) => setImmediate(resolve));
  const local = split[0]!.map(convertJob);
  const answers = [local, ...(await Promise.all(remote))];
  return jobs.map((_, i) => answers[i % shares]![Math.floor(i / shares)]!);
}
