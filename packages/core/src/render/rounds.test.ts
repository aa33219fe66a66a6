import { describe, expect, test } from 'vitest';
import { renderRounds, renderWorkers } from './rounds.ts';

const jobs = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('renderRounds', () => {
  test('a site within the workers’ share renders in one round', () => {
    const rounds = renderRounds(jobs(704), 2, 1000, 16);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]!.flat()).toEqual(jobs(704));
    expect(rounds[0]!.every((batch) => batch.length <= 16)).toBe(true);
  });

  test('a larger site is split into even rounds of at most the pages per worker, every job once and in order', () => {
    const rounds = renderRounds(jobs(10_063), 2, 1000, 16);
    expect(rounds).toHaveLength(6);
    for (const round of rounds) expect(round.flat().length).toBeLessThanOrEqual(2000);
    expect(Math.max(...rounds.map((r) => r.length)) - Math.min(...rounds.map((r) => r.length))).toBeLessThanOrEqual(1);
    expect(rounds.flat(2)).toEqual(jobs(10_063));
  });

  test('no jobs, no rounds', () => {
    expect(renderRounds([], 2)).toEqual([]);
  });
});

describe('renderWorkers', () => {
  test('a few pages render on the main thread, more in a worker per 64 pages up to the cores', () => {
    expect(renderWorkers(0, 0, 2)).toBe(0);
    expect(renderWorkers(10, 0, 2)).toBe(0);
    expect(renderWorkers(100, 0, 2)).toBe(2);
    expect(renderWorkers(704, 0, 8)).toBe(8);
  });

  test('a few pages render in one worker while many cached pages are written on the main thread, given a second core', () => {
    expect(renderWorkers(1, 703, 2)).toBe(1);
    expect(renderWorkers(1, 10, 2)).toBe(0);
    expect(renderWorkers(1, 703, 1)).toBe(0);
    expect(renderWorkers(0, 703, 2)).toBe(0);
  });
});
