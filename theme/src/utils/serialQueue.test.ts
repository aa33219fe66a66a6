import { describe, expect, test } from 'vitest';
import { createSerialQueue } from './serialQueue.ts';

/** A promise the test settles when it wants. */
function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  test('starts a task only after the one before has settled, failed ones included, in order', async () => {
    const enqueue = createSerialQueue();
    const log: string[] = [];
    const first = held<string>();
    const second = held<string>();
    const a = enqueue(async () => {
      log.push('a start');
      return first.promise;
    });
    const b = enqueue(async () => {
      log.push('b start');
      return second.promise;
    });
    const c = enqueue(async () => {
      log.push('c start');
      return 'c';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    first.reject(new Error('a failed'));
    await expect(a).rejects.toThrow('a failed');
    await Promise.resolve();
    expect(log).toEqual(['a start', 'b start']);
    second.resolve('b');
    await expect(b).resolves.toBe('b');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['a start', 'b start', 'c start']);
  });
});
