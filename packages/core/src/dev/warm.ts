import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DevContext } from './handlers/types.ts';
import { errorText } from './overlay.ts';
import { markTimeline } from '../timeline.ts';

/** Files read from the cache or compiled per background step: small, so a save never waits long for the CPU. */
const WARM_SLICE = 2;

/** What the background compile needs from the server around it. */
export interface WarmControl {
  /** True once the server is closing: the compile stops at its next step. */
  closed(): boolean;
  /** Resolves when the background compile may begin (the first page is up, or none was asked for). */
  ready(): Promise<void>;
  /** Resolves when no save is being applied (a save has the CPU to itself). */
  idle(): Promise<void>;
  /** Loads the content again, now exact (tables of contents, links), and updates open pages; runs in the server's queue. */
  refresh(): Promise<void>;
}

/**
 * Compiles every file that was only scanned into the compile cache, in worker threads (which read
 * and write the cache themselves, at a lower priority, so this thread stays free), then loads
 * the content again and updates open pages.
 */
export async function warmInBackground(dev: DevContext, control: WarmControl): Promise<void> {
  const { session, logger } = dev;
  // Leave the first page the CPU: the browser usually asks right after start.
  await control.ready();
  if (control.closed()) return;
  // The page shown is the one most likely saved next: its compile should be fast by then.
  await session.warmPageWorker().catch((error: unknown) => logger.warn(`The page worker did not warm up: ${errorText(error)}`));
  if (control.closed()) return;
  const inputs = await Promise.all(session.compiler.scannedInputs().map(async (input) => ({ ...input, source: await readFile(input.filePath, 'utf8').catch(() => '') })));
  if (!inputs.length || control.closed()) return;
  const startedAt = performance.now();
  markTimeline('background compile: workers start');
  for (let i = 0; i < inputs.length && !control.closed(); i += WARM_SLICE) {
    await control.idle();
    await session.compiler.compileIntoCache(inputs.slice(i, i + WARM_SLICE), path.join(dev.siteDir, '.folio', 'markdown'));
  }
  if (control.closed()) return;
  markTimeline('background compile: done');
  await control.refresh();
  logger.info(`Compiled ${inputs.length} Markdown files (or found them in the cache) in the background in ${Math.round(performance.now() - startedAt)}ms`);
}
