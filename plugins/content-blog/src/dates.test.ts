import { describe, expect, it } from 'vitest';
import { formatBlogDate, parseBlogDate } from './dates.ts';

describe('parseBlogDate', () => {
  it('reads dates as UTC days', () => {
    expect(parseBlogDate('2024-05-31')?.toISOString()).toBe('2024-05-31T00:00:00.000Z');
    expect(parseBlogDate('2024-5-3')?.toISOString()).toBe('2024-05-03T00:00:00.000Z');
  });

  it('reads date-times with and without a zone', () => {
    expect(parseBlogDate('2024-05-31T10:30')?.toISOString()).toBe('2024-05-31T10:30:00.000Z');
    expect(parseBlogDate('2024-05-31 10:30:15+02:00')?.toISOString()).toBe('2024-05-31T08:30:15.000Z');
  });

  it('rejects days that do not exist and text that is not a date', () => {
    for (const bad of ['2023-02-30', '2024-13-01', '2024-00-10', 'yesterday', '31/05/2024', '2024-05-31T25:00', 42, null]) {
      expect(parseBlogDate(bad), String(bad)).toBeUndefined();
    }
    expect(parseBlogDate('2024-02-29')).toBeDefined();
  });

  it('accepts Date objects that are valid', () => {
    expect(parseBlogDate(new Date('2020-01-01T00:00:00Z'))?.getUTCFullYear()).toBe(2020);
    expect(parseBlogDate(new Date('nope'))).toBeUndefined();
  });
});

describe('formatBlogDate', () => {
  it('writes the UTC day in the site locale', () => {
    expect(formatBlogDate(new Date('2025-07-15T23:30:00Z'), 'en')).toBe('July 15, 2025');
  });
});
