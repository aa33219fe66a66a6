import { gzipSync } from 'node:zlib';
import type { LlmsFile } from './llms-txt.ts';

/** `812 B`, `12.3 kB`, `1.24 MB` (decimal units, as network panels show). Pure. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

/** The sizes the build log reports: the copies in all, and each llms file (the site's own two also gzipped). */
export interface OutputSizes {
  copies: { count: number; bytes: number };
  llmsFiles: { path: string; bytes: number; gzipBytes?: number }[];
}

/** Measures the copies and llms files for the log (gzipping only the site's own two: every version's full text costs time). Pure. */
export function measureOutput(copies: readonly string[], llmsFiles: readonly LlmsFile[]): OutputSizes {
  return {
    copies: { count: copies.length, bytes: copies.reduce((sum, copy) => sum + Buffer.byteLength(copy), 0) },
    llmsFiles: llmsFiles.map((file) => ({ path: file.path, bytes: Buffer.byteLength(file.content), ...(file.path.includes('/') ? {} : { gzipBytes: gzipSync(file.content).length }) })),
  };
}

/**
 * The build-log lines: how many copies and their total size, how many files were converted
 * (the rest came from the cache) and how long that took, then each llms file with its size (and the site's own two
 * gzipped). Pure.
 */
export function describeOutput(output: { sizes: OutputSizes; converted: number; elapsedMs: number }): string[] {
  const lines: string[] = [];
  const { copies, llmsFiles } = output.sizes;
  if (copies.count) {
    const converted = `${output.converted} ${output.converted === 1 ? 'file' : 'files'} converted`;
    // The conversion runs while the build bundles and renders: its own time is told here.
    const when = output.converted ? ` (done ${(output.elapsedMs / 1000).toFixed(1)} s after the routes were known)` : '';
    lines.push(`Markdown copies: ${copies.count} pages, ${formatBytes(copies.bytes)} in all; ${converted}${when}, the rest from the cache.`);
  }
  const size = (file: OutputSizes['llmsFiles'][number]) => `${formatBytes(file.bytes)}${file.gzipBytes === undefined ? '' : ` (${formatBytes(file.gzipBytes)} gzip)`}`;
  if (llmsFiles.length) lines.push(`llms.txt: ${llmsFiles.map((file) => `/${file.path} ${size(file)}`).join(', ')}.`);
  return lines;
}
