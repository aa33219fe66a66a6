/** Environment variable that turns the timeline on (`FOLIO_TIMELINE=1`). */
export const TIMELINE_ENV = 'FOLIO_TIMELINE';

/** Prefix of a timeline line on stderr: `[folio-timeline] <epoch ms> <event>`. */
export const TIMELINE_PREFIX = '[folio-timeline]';

const enabled = process.env[TIMELINE_ENV] === '1';

/**
 * Marks a moment of the process's work (the dev server's start: listening, config, scan, app
 * bundle, first requests) on stderr, as wall-clock milliseconds since the epoch, so that a
 * benchmark can line it up with its own clock and the browser's. Does nothing unless
 * `FOLIO_TIMELINE=1`.
 */
export function markTimeline(event: string): void {
  if (enabled) process.stderr.write(`${TIMELINE_PREFIX} ${(performance.timeOrigin + performance.now()).toFixed(1)} ${event}\n`);
}

/** Marks the start and end (`<event> start`, `<event> end`) of an asynchronous piece of work. */
export async function timed<T>(event: string, run: () => Promise<T>): Promise<T> {
  markTimeline(`${event} start`);
  try {
    return await run();
  } finally {
    markTimeline(`${event} end`);
  }
}
