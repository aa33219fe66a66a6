import { describe, expect, it } from 'vitest';
import { createLatestRuns } from './latest-runs.ts';

/** A promise the test settles when it chooses. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createLatestRuns', () => {
  it('runs one job at a time, skips one still waiting when a newer is queued, and goes on after a failure', async () => {
    const runs = createLatestRuns();
    const started: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred>>();
    const job = (number: number) => {
      started.push(number);
      const gate = deferred();
      gates.set(number, gate);
      return gate.promise;
    };
    expect(runs.queue(job)).toBe(1);
    await Promise.resolve();
    runs.queue(job);
    runs.queue(job);
    expect(runs.latest).toBe(3);
    await new Promise((r) => setTimeout(r, 0));
    // 1 is running: 2 and 3 wait, not started beside it.
    expect(started).toEqual([1]);
    let idle = false;
    const whenIdle = runs.idle().then(() => (idle = true));
    gates.get(1)!.reject(new Error('bundle failed'));
    await new Promise((r) => setTimeout(r, 0));
    // 2 was skipped: 3 was queued while it waited.
    expect(started).toEqual([1, 3]);
    runs.queue(job);
    gates.get(3)!.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([1, 3, 4]);
    // Idle waits for the job queued after it was asked, too.
    expect(idle).toBe(false);
    gates.get(4)!.resolve();
    await whenIdle;
    expect(idle).toBe(true);
  });
});
