/** The median of some numbers (mean of the two middle ones for an even count); undefined if none. */
export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `a / b`, or undefined when either is missing or b is zero. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || b === 0) return undefined;
  return a / b;
}

/**
 * Slope-normalised growth between the smallest and each larger sample: (time per item at n) /
 * (time per item at the smallest n). 1.0 means perfectly linear; 2.0 means twice as slow per item.
 */
export function perItemGrowth(points: readonly { n: number; value: number }[]): { n: number; factor: number }[] {
  const base = points[0];
  if (!base || base.n === 0 || base.value === 0) return [];
  const basePerItem = base.value / base.n;
  return points.map((p) => ({ n: p.n, factor: p.value / p.n / basePerItem }));
}
