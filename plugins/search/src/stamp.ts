import { createHash } from 'node:crypto';

/**
 * The `<stamp>` of a pair of search files, taken from the input, never the clock:
 * `SOURCE_DATE_EPOCH` when the build sets it (reproducible-build convention), else a short hash
 * of the files' content, so unchanged indexes keep their names and stay cached. Pure.
 */
export function createStamp(contents: string[], sourceDateEpoch: string | undefined): string {
  const epoch = sourceDateEpoch?.trim();
  if (epoch && /^\d+$/.test(epoch)) return epoch;
  const hash = createHash('sha256');
  for (const content of contents) hash.update(content).update('\0');
  return hash.digest('hex').slice(0, 12);
}
