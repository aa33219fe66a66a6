import { gzipSync } from 'node:zlib';
import type { LlmsFile } from './llms-txt.ts';

/** `812 B`, `12.3 kB`, `1.24 MB` (decimal units, as network panels show). Pure. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

const size = (text: string) => formatBytes(Buffer.byteLength(text));
const both = (text: string) => `${size(text)} (${formatBytes(gzipSync(text).length)} gzip)`;

/**
 * The build-log lines: how many copies and their total size, how many files were converted
 * (the rest came from the cache) and how long that took, then each llms file with its size (and the site's own two
 * gzipped). Pure.
 */
export function describeOutput(output: { copies: readonly string[]; converted: number; elapsedMs: number; llmsFiles: readonly LlmsFile[] }): string[] {
  const lines: string[] = [];
  if (output.copies.length) {
    const total = output.copies.reduce((sum, copy) => sum + Buffer.byteLength(copy), 0);
    const converted = `${output.converted} ${output.converted === 1 ? 'file' : 'files'} converted`;
    // The conversion runs while the build bundles and renders: its own time is told here.
    const when = output.converted ? ` (done ${(output.elapsedMs / 1000).toFixed(1)} s after the routes were known)` : '';
    lines.push(`Markdown copies: ${output.copies.length} pages, ${formatBytes(total)} in all; ${converted}${when}, the rest from the cache.`);
  }
  // Compressed sizes of the site's own two files only: gzipping every version's full text costs time.
  if (output.llmsFiles.length) lines.push(`llms.txt: ${output.llmsFiles.map((file) => `/${file.path} ${file.path.includes('/') ? size(file.content) : both(file.content)}`).join(', ')}.`);
  return lines;
}
