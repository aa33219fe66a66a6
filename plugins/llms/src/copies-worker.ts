import { makeCopies, type CopiesJob, type CopiesResult } from './copies.ts';

/** Copies worker (a task of Folio's worker pool): makes the copies and llms files of each job. */
export default function makeCopiesBatch(jobs: CopiesJob[]): CopiesResult[] {
  return jobs.map(makeCopies);
}
