import { parentPort } from 'node:worker_threads';
import { convertJob, type ConvertJob } from './convert-source.ts';

/** Conversion worker: receives a batch of files, answers with one outcome per file, in order. */
parentPort!.on('message', (jobs: ConvertJob[]) => {
  parentPort!.postMessage(jobs.map(convertJob));
});
