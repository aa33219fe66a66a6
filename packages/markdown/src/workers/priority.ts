import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How much lower background compile threads run than the thread that starts them: they get the CPU when the rest of the process leaves it. */
export const BACKGROUND_NICE_INCREMENT = 10;

/** The highest nice value (lowest priority) Linux has. */
const LOWEST_PRIORITY = 19;

/**
 * Lowers the calling thread's scheduling priority by `increment` nice steps. On Linux each thread
 * has its own nice value, and /proc/thread-self names the thread; elsewhere this does nothing.
 */
export function lowerThreadPriority(increment = BACKGROUND_NICE_INCREMENT): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, Math.min(LOWEST_PRIORITY, getPriority(tid) + increment));
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}
