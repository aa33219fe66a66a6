import { describe, expect, test } from 'vitest';
import { renderRounds } from './rounds.ts';

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
