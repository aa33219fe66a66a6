import { parentPort } from 'node:worker_threads';
import type { BatchAnswer, BatchMessage } from '@folio/core';
import { convertJob, type ConvertJob, type ConvertOutcome } from './convert-source.ts';

/** Conversion worker: answers each batch of files with one outcome per file, in order. */
parentPort!.on('message', ({ id, jobs }: BatchMessage<ConvertJob>) => {
  let answer: BatchAnswer<ConvertOutcome>;
  try {
    answer = { id, results: jobs.map(convertJob) };
  } catch (error) {
    answer = { id, error: (error as Error).stack ?? String(error) };
  }
  parentPort!.postMessage(answer);
});
