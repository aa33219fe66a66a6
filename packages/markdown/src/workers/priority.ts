import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of background compile threads: they get the CPU when the rest of the process leaves it. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's scheduling priority to `nice`. On Linux each thread has its own
 * nice value, and /proc/thread-self names the thread; elsewhere this does nothing.
 */
export function lowerThreadPriority(nice = BACKGROUND_NICE): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, nice);
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}
