import { convertJob, type ConvertJob, type ConvertOutcome } from './convert-source.ts';

/** Conversion worker (a task of Folio's worker pool): converts one batch of files, one outcome per file, in order. */
export default function convertBatch(jobs: ConvertJob[]): ConvertOutcome[] {
  return jobs.map(convertJob);
}
