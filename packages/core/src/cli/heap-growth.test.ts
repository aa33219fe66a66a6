import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** limitHeapGrowth, in fresh processes: V8 collects before a worker thread's heap grows far past what it keeps. */

const MODULE = new URL('./heap-growth.ts', import.meta.url).href;

/**
 * The largest heap (MB) of a worker thread that keeps ~40 MB of objects and replaces a sixth of
 * them again and again, in a process that calls limitHeapGrowth first (or not) and starts with
 * `nodeFlags`.
 */
function workerHeapPeakMb(limit: boolean, nodeFlags: string[] = []): number {
  const worker = `import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
const kept = [];
const make = () => Array.from({ length: 1000 }, (_, n) => ({ n, text: 'x'.repeat(16) + n }));
for (let i = 0; i < 300; i++) kept.push(make());
let peak = 0;
for (let round = 0; round < 3000; round++) {
  kept[round % kept.length] = make();
  if (round % 10 === 0) peak = Math.max(peak, v8.getHeapStatistics().total_heap_size);
}
parentPort.postMessage(peak / 1048576);`;
  const script = `import { Worker } from 'node:worker_threads';
${limit ? `const { limitHeapGrowth } = await import(${JSON.stringify(MODULE)}); limitHeapGrowth();` : ''}
const worker = new Worker(${JSON.stringify(worker)}, { eval: true });
worker.once('message', (peak) => { console.log(peak); void worker.terminate(); });`;
  const out = execFileSync(process.execPath, [...nodeFlags, '--import', 'tsx', '--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' });
  return Number(out.trim());
}

describe('limitHeapGrowth', () => {
  it("keeps a worker thread's heap nearer to what it keeps than V8's growing factor of 5 does", () => {
    const limited = workerHeapPeakMb(true);
    const loose = workerHeapPeakMb(false, ['--heap-growing-percent=400']);
    expect(limited).toBeLessThan(loose * 0.75);
  });

  it('leaves a growing factor given on the command line as it is', () => {
    const given = workerHeapPeakMb(true, ['--heap-growing-percent=400']);
    const limited = workerHeapPeakMb(true);
    expect(limited).toBeLessThan(given * 0.75);
  });
});
