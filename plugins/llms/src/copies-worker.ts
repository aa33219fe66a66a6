import { makeAndStoreCopies, type CopiesJob } from './copies.ts';
import type { StoredCopies } from './copies-store.ts';

/** Copies worker (a task of Folio's worker pool): makes the copies and llms files of each job and keeps them in its store. */
export default function makeCopiesBatch(jobs: CopiesJob[]): Promise<StoredCopies[]> {
  return Promise.all(jobs.map(makeAndStoreCopies));
}
