import { describe, expect, it } from 'vitest';
import { shouldSkipPrefetch } from './prefetch.ts';

describe('shouldSkipPrefetch', () => {
  it('prefetches when the browser says nothing about the connection, or it is fast', () => {
    expect(shouldSkipPrefetch(undefined)).toBe(false);
    expect(shouldSkipPrefetch({})).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: false })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '3g' })).toBe(false);
  });

  it('skips on 2g connections', () => {
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g', saveData: false })).toBe(true);
  });

  it('skips with data saver on, whatever the connection', () => {
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '4g', saveData: true })).toBe(true);
  });
});
