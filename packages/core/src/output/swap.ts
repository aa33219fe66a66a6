import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';

/** Sibling folders used while swapping a new build in. */
export function swapPaths(outDir: string): { next: string; previous: string } {
  return { next: `${outDir}.folio-next`, previous: `${outDir}.folio-previous` };
}

/**
 * Repairs what a crash in the middle of a swap left behind: if the old build was moved aside
 * and the new one never moved in, the old one goes back. Leftover temporary folders are removed.
 */
export async function recoverInterruptedSwap(outDir: string): Promise<void> {
  const { next, previous } = swapPaths(outDir);
  if (existsSync(previous)) {
    if (existsSync(outDir)) await rm(previous, { recursive: true, force: true });
    else await rename(previous, outDir);
  }
  if (existsSync(next)) await rm(next, { recursive: true, force: true });
}

/** Creates an empty temporary output folder next to the real one. */
export async function prepareNextOutput(outDir: string): Promise<string> {
  await recoverInterruptedSwap(outDir);
  const { next } = swapPaths(outDir);
  await mkdir(next, { recursive: true });
  return next;
}

/** Moves the finished build in: old aside, new in, old deleted. The old build is never half-replaced. */
export async function swapInOutput(outDir: string): Promise<void> {
  const { next, previous } = swapPaths(outDir);
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(next, outDir);
  await rm(previous, { recursive: true, force: true });
}

/** Drops the temporary output of a failed build; the previous build stays as it was. */
export async function discardNextOutput(outDir: string): Promise<void> {
  await rm(swapPaths(outDir).next, { recursive: true, force: true });
}
