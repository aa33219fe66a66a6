import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Progress lines to stdout and, when given, appended to a log file (for runs in the background). */
export interface ProgressLog {
  (line: string): void;
  /** Appends raw tool output to the file only. */
  raw: (text: string) => void;
}

/** A progress logger; every line is timestamped in the file. */
export function createProgressLog(file: string | undefined): ProgressLog {
  if (file) mkdirSync(path.dirname(file), { recursive: true });
  const log = ((line: string) => {
    console.log(line);
    if (file) appendFileSync(file, `[${new Date().toISOString()}] ${line}\n`);
  }) as ProgressLog;
  log.raw = (text: string) => {
    if (file) appendFileSync(file, text);
  };
  return log;
}
