/** Measures named phases of a build, for the summary line. */
export function createPhaseTimer() {
  const timings: Record<string, number> = {};
  return {
    timings,
    /** Runs one phase and records its duration in milliseconds. */
    async phase<T>(name: string, run: () => Promise<T> | T): Promise<T> {
      const start = performance.now();
      try {
        return await run();
      } finally {
        timings[name] = Math.round(performance.now() - start);
      }
    },
  };
}

/** `config 12ms, content 340ms, ...` */
export function formatTimings(timings: Record<string, number>): string {
  return Object.entries(timings)
    .map(([name, ms]) => `${name} ${ms < 1000 ? `${ms}ms` : `${(ms / 1000).toFixed(2)}s`}`)
    .join(', ');
}
