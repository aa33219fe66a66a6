import { markTimeline } from './timeline.ts';

/** Measures named phases of a build, for the summary line; each phase's start and end are also timeline marks (`FOLIO_TIMELINE=1`). */
export function createPhaseTimer() {
  const timings: Record<string, number> = {};
  return {
    timings,
    /** Runs one phase and records its duration in milliseconds. */
    async phase<T>(name: string, run: () => Promise<T> | T): Promise<T> {
      const start = performance.now();
      markTimeline(`${name} start`);
      try {
        return await run();
      } finally {
        timings[name] = Math.round(performance.now() - start);
        markTimeline(`${name} end`);
      }
    },
  };
}

/** `12ms` or `1.23s`. */
function formatMs(ms: number): string {
  return ms < 1000 ? `${ms}ms` : `${(ms / 1000).toFixed(2)}s`;
}

/**
 * `config 12ms, content 340ms, …, postBuild 1.20s [search 0.40s, llms 0.80s]`: the phases, with
 * the parts of a phase (by name in `parts`) in brackets after it.
 */
export function formatTimings(timings: Record<string, number>, parts: Record<string, Record<string, number>> = {}): string {
  return Object.entries(timings)
    .map(([name, ms]) => {
      const inner = Object.entries(parts[name] ?? {});
      return `${name} ${formatMs(ms)}${inner.length ? ` [${inner.map(([part, partMs]) => `${part} ${formatMs(partMs)}`).join(', ')}]` : ''}`;
    })
    .join(', ');
}
