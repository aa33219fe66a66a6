import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { drawBatch, type DrawBatch } from './draw-jobs.ts';

const HERE = fileURLToPath(import.meta.url);
/** The worker's module, next to this one: `.ts` in Folio's repository, `.js` when installed. */
const WORKER_SOURCE = path.join(path.dirname(HERE), `worker${path.extname(HERE)}`);

/** Cards per extra thread: below this a worker (which loads satori, sharp and the fonts itself) costs more than it saves. */
const CARDS_PER_WORKER = 12;

/** The worker bundled into one plain module in `cacheDir`, named by a hash of its code (dependencies resolve from the site). */
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
  const file = path.join(cacheDir, `social-cards-worker-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, code);
  await rename(temp, file);
  return file;
}

function runWorker(file: string, batch: DrawBatch): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file);
    worker.once('message', (answer: { ok: boolean; message?: string }) => {
      void worker.terminate();
      if (answer.ok) resolve();
      else reject(new Error(answer.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`A social card worker stopped (exit code ${code}) before answering.`)));
    worker.postMessage(batch);
  });
}

/**
 * Draws the cards of a batch into its folder, across the CPU cores when there are enough: the
 * calling thread draws one share, a worker thread each other share.
 */
export async function drawAll(batch: DrawBatch, cacheDir: string): Promise<void> {
  await mkdir(batch.dir, { recursive: true });
  const shares = Math.min(availableParallelism(), Math.floor(batch.cards.length / CARDS_PER_WORKER) + 1);
  if (shares <= 1) return drawBatch(batch);
  const split = Array.from({ length: shares }, (_, share) => ({ ...batch, cards: batch.cards.filter((_, i) => i % shares === share) }));
  const file = await workerScript(cacheDir);
  const remote = split.slice(1).map((share) => runWorker(file, share));
  await drawBatch(split[0]!);
  await Promise.all(remote);
}
