/**
 * Runs async tasks one at a time, in the order they were queued: a task starts once the one before
 * it has settled (resolved or failed). For work on shared global state that spans several awaits,
 * such as mermaid's `initialize` then `render`.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}
