import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { createWorkerPool, WORKER_YOUNG_GENERATION_MB } from './pool.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'folio-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker module: answers its thread, its workerData, NODE_ENV and young generation limit; a task `crash` ends the thread. */
const workerFile = path.join(dir, 'worker.mjs');
writeFileSync(workerFile, [
  "import { getHeapSpaceStatistics } from 'node:v8';",
  "import { resourceLimits, threadId, workerData } from 'node:worker_threads';",
  'export default async function (task) {',
  "  if (task === 'crash') process.exit(3);",
  '  await new Promise((resolve) => setTimeout(resolve, 5));',
  "  const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');",
  '  return { task, threadId, data: workerData, env: process.env.NODE_ENV, youngMb: resourceLimits.maxYoungGenerationSizeMb, newSpaceBytes: newSpace.space_size };',
  '}',
  '',
].join('\n'));

type Answer = { task: string; threadId: number; data: unknown; env: string | undefined; youngMb: number; newSpaceBytes: number };

describe('createWorkerPool', () => {
  test('runs tasks in up to `size` worker threads, each given the workerData and environment', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 2, workerData: { site: 'x' }, env: { NODE_ENV: 'production' } });
    try {
      const answers = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((task) => pool.run(task)));
      expect(answers.map((a) => a.task)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
      expect(new Set(answers.map((a) => a.threadId)).size).toBe(2);
      expect(answers.every((a) => a.threadId > 0 && a.env === 'production')).toBe(true);
      expect(answers[0]!.data).toEqual({ site: 'x' });
    } finally {
      await pool.close();
    }
  });

  test('gives every worker a young generation of WORKER_YOUNG_GENERATION_MB, well below the default of V8', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 1 });
    try {
      const answer = await pool.run('a');
      expect(answer.youngMb).toBe(WORKER_YOUNG_GENERATION_MB);
      // The semi-spaces together are two thirds of the young generation at most (V8's default: 32 MB).
      expect(answer.newSpaceBytes).toBeLessThanOrEqual((WORKER_YOUNG_GENERATION_MB * 2 * 1024 * 1024) / 3);
    } finally {
      await pool.close();
    }
  });

  test('gives the workers of a pool that asks for it a young generation of its own size', async () => {
    const sized = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 1, youngGenerationMb: 192 });
    try {
      expect((await sized.run('a')).youngMb).toBe(192);
    } finally {
      await sized.close();
    }
  });

  test('runs a task marked `first` ahead of those waiting, not of the one a worker holds', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 1, tasksPerWorker: 1 });
    try {
      const done: string[] = [];
      const run = (task: string, first?: boolean) => pool.run(task, { first }).then((answer) => void done.push(answer.task));
      await Promise.all([run('a'), run('b'), run('c'), run('saved', true)]);
      expect(done).toEqual(['a', 'saved', 'b', 'c']);
    } finally {
      await pool.close();
    }
  });

  test('a crashed worker fails its own task only, with an internal error naming the pool', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 2 });
    try {
      const [crashed, ...others] = await Promise.allSettled(['crash', 'a', 'b', 'c'].map((task) => pool.run(task)));
      expect(crashed?.status).toBe('rejected');
      expect(((crashed as PromiseRejectedResult).reason as Error).message).toMatch(/^Internal error \(a Folio bug\): a test worker failed: /);
      expect(others.map((o) => o.status === 'fulfilled' && o.value.task)).toEqual(['a', 'b', 'c']);
    } finally {
      await pool.close();
    }
  });

  test('a worker whose module does not load fails every task with an internal error, instead of leaving them waiting', async () => {
    const failing = path.join(dir, 'failing-worker.mjs');
    writeFileSync(failing, "import { readFileSync } from 'node:fs';\nreadFileSync(new URL('./no-such-package.json', import.meta.url));\nexport default (task) => task;\n");
    const pool = createWorkerPool<string, string>({ name: 'test', workerFile: pathToFileURL(failing), size: 1 });
    try {
      const outcomes = await Promise.allSettled(['a', 'b', 'c'].map((task) => pool.run(task)));
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(((outcomes[0] as PromiseRejectedResult).reason as Error).message).toMatch(/^Internal error \(a Folio bug\): a test worker failed: .*ENOENT/);
      // Failed as a whole, so that its owner (the Markdown compiler) makes another.
      expect(pool.failed).toBe(true);
      await expect(pool.run('d')).rejects.toThrow(/a test worker failed/);
    } finally {
      await pool.close();
    }
  });

  test('a worker whose module cannot load fails the tasks, and no error escapes', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(path.join(dir, 'gone.mjs')), size: 1 });
    try {
      const outcomes = await Promise.allSettled(['a', 'b', 'c'].map((task) => pool.run(task)));
      expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(((outcomes[0] as PromiseRejectedResult).reason as Error).message).toMatch(/^Internal error \(a Folio bug\): a test worker failed: /);
    } finally {
      await pool.close();
    }
  });

  test('hands piscina a CommonJS importer beside the module, which loads it with import() only (never a synchronous require of the ES module)', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 1 });
    try {
      expect((await pool.run('a')).task).toBe('a');
      const importer = path.join(dir, 'worker.importer.cjs');
      expect(existsSync(importer)).toBe(true);
      const code = readFileSync(importer, 'utf8');
      expect(code).toContain(`import(${JSON.stringify(pathToFileURL(workerFile).href)})`);
      expect(code).not.toMatch(/\brequire\(/);
      // It answers as the module does, here on this thread too.
      const runTask = createRequire(import.meta.url)(importer) as (task: string) => Promise<Answer>;
      expect((await runTask('b')).task).toBe('b');
    } finally {
      await pool.close();
    }
  });

  test('fails the tasks still queued when it is closed', async () => {
    const pool = createWorkerPool<string, Answer>({ name: 'test', workerFile: pathToFileURL(workerFile), size: 1 });
    const settled = Promise.allSettled(['a', 'b', 'c'].map((task) => pool.run(task)));
    await pool.close();
    const outcomes = await settled;
    expect(outcomes.at(-1)).toEqual({ status: 'rejected', reason: new Error('The test pool was closed.') });
    await expect(pool.run('d')).rejects.toThrow('the test pool was used after it was closed');
  });
});
