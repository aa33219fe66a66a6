/**
 * Runs jobs one after another, never two at once, and skips a job that is still waiting when a
 * newer one is queued: only the latest matters, as with builds of an app being edited. A job
 * reports its own failure; the queue goes on after it.
 */
export function createLatestRuns() {
  let tail: Promise<void> = Promise.resolve();
  let latest = 0;
  return {
    /** Queues a job, which gets its number (1, 2, …); returns that number. */
    queue(job: (number: number) => Promise<void>): number {
      const number = ++latest;
      tail = tail.then(() => (number === latest ? job(number) : undefined)).catch(() => undefined);
      return number;
    },
    /** The number of the last job queued (0 before any). */
    get latest(): number {
      return latest;
    },
    /** Settles once no job is running or waiting, jobs queued meanwhile included. */
    async idle(): Promise<void> {
      for (let awaited = tail; ; awaited = tail) {
        await awaited;
        if (awaited === tail) return;
      }
    },
  };
}
