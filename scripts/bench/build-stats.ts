import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Pages (HTML files) and total bytes of a build folder. */
export interface BuildStats {
  htmlFiles: number;
  files: number;
  bytes: number;
}

/** Counts every HTML file and sums the size of every file below `buildDir`. */
export function buildStats(buildDir: string): BuildStats {
  const stats: BuildStats = { htmlFiles: 0, files: 0, bytes: 0 };
  for (const entry of readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    stats.files++;
    stats.bytes += statSync(file).size;
    if (entry.name.endsWith('.html')) stats.htmlFiles++;
  }
  return stats;
}
