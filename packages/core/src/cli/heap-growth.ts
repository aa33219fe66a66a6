import v8 from 'node:v8';

/**
 * How far past what its last full garbage collection kept V8 lets a heap grow before the next,
 * in percent, for `folio build`. V8 picks up to 300 (4×) on a machine with much memory: a compile
 * worker that keeps ~38 MB grew to ~150 MB, the main thread's heap to ~190 MB while the search
 * plugin indexed. 100 (2×, what V8 allows heaps limited to 2 GB or less) took the cold build's
 * content phase from ~470 to ~355 MB and its post-build from ~515 to ~395 MB, for ~9% more CPU.
 */
export const BUILD_HEAP_GROWING_PERCENT = 100;

/**
 * Sets V8's heap growing factor (`--heap-growing-percent`) for every heap of this process: the
 * main thread's from its next collection, and those of the worker threads it starts. Left as it is
 * when Node was started with that flag.
 */
export function limitHeapGrowth(percent: number = BUILD_HEAP_GROWING_PERCENT): void {
  if (process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
