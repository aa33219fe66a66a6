import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where tests put the sites they build: inside the repository, so workspace packages resolve. */
export const TMP_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp');

const made = new Set<string>();

/**
 * Makes a fresh folder `tests/.tmp/<prefix>-XXXXXX` that is removed after the test file ends
 * (see cleanup.setup.ts). Set FOLIO_KEEP_TMP=1 to keep them for a look after a failure.
 */
export function makeTmpDir(prefix: string): string {
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, `${prefix}-`));
  made.add(dir);
  return dir;
}

/** Registers a path under tests/.tmp, made some other way, to be removed with the rest. */
export function removeLater(file: string): void {
  made.add(file);
}

/** Removes every folder made by this test file, unless FOLIO_KEEP_TMP is set. */
export function removeTmpDirs(): void {
  if (process.env.FOLIO_KEEP_TMP) return;
  for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  made.clear();
}
