/** `1.23 s` from milliseconds (or `450 ms` under a second); `n/a` when missing. */
export function formatMs(ms: number | undefined): string {
  if (ms === undefined) return 'n/a';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** Decimal units, as browsers' network panels show them: `512 B`, `12.3 kB`, `4.56 MB`, `1.20 GB`. */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return 'n/a';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1e6) return `${(bytes / 1e3).toFixed(1)} kB`;
  if (bytes < 1e9) return `${(bytes / 1e6).toFixed(2)} MB`;
  return `${(bytes / 1e9).toFixed(2)} GB`;
}

/** `×12.3` style ratio, `n/a` when missing. */
export function formatRatio(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  return value >= 10 ? `${value.toFixed(0)}×` : `${value.toFixed(value >= 1 ? 1 : 2)}×`;
}

/** A plain integer count, `n/a` when missing. */
export function formatCount(value: number | undefined): string {
  return value === undefined ? 'n/a' : String(Math.round(value));
}
