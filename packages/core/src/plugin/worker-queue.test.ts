import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkerQueue } from './worker-queue.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-worker-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker module answering batches of numbers with their doubles; a negative number fails its batch. */
const workerPath = path.join(dir, 'double.mjs');
writeFileSync(
  workerPath,
  `export default function (jobs) {
  if (jobs.some((n) => n < 0)) throw new Error('negative number ' + jobs.find((n) => n < 0));
  return jobs.map((n) => ({ value: n * 2, where: 'worker' }));
}
`,
);
const workerFile = pathToFileURL(workerPath);

const here = (batch: number[]) => batch.map((n) => ({ value: n * 2, where: 'here' }));

describe('worker queue', () => {
  it('runs batches in a worker while the calling thread joins in, results in job order', async () => {
    const jobs = Array.from({ length: 40 }, (_, i) => i);
    const queue = startWorkerQueue({ name: 'test', jobs, workerFile, workers: 1, batchSize: 3, runHere: here });
    void queue.help();
    const results = await queue.done;
    expect(results.map((r) => r.value)).toEqual(jobs.map((n) => n * 2));
    expect(new Set(results.map((r) => r.where)).has('worker')).toBe(true);
  });

  it('without workers, help() runs everything; without jobs, it is done at once', async () => {
    const queue = startWorkerQueue({ name: 'test', jobs: [1, 2, 3], workerFile, workers: 0, batchSize: 2, runHere: here });
    let finished = false;
    void queue.done.then(() => (finished = true));
    // Nothing runs the jobs until the calling thread helps.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    await queue.help();
    expect(await queue.done).toEqual([2, 4, 6].map((value) => ({ value, where: 'here' })));
    expect(await startWorkerQueue({ name: 'test', jobs: [], workerFile, workers: 2, batchSize: 2, runHere: here }).done).toEqual([]);
  });

  it('fails with the error a worker reports, or that the calling thread throws', async () => {
    await expect(startWorkerQueue({ name: 'test', jobs: [1, -2, 3], workerFile, workers: 1, batchSize: 1, runHere: here }).done).rejects.toThrow('negative number -2');
    const local = startWorkerQueue({ name: 'test', jobs: [1], workerFile, workers: 0, batchSize: 1, runHere: () => { throw new Error('broken here'); } });
    void local.help();
    await expect(local.done).rejects.toThrow('broken here');
  });
});
