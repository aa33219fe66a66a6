import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileWhole } from '../write-whole.ts';

/** Bump when a record's shape or meaning changes: an older record is then ignored. */
const RECORD_FORMAT = 1;

/** What a worker script was made from: its key, its file, and each input file's size and modification time. */
interface ScriptRecord {
  format: number;
  key: string;
  script: string;
  inputs: Record<string, string>;
}

/** Where the record of a worker script (by its name) is kept. */
function recordFile(cacheDir: string, name: string): string {
  return path.join(cacheDir, `${name}.inputs.json`);
}

/** A file's size and modification time, or undefined when it is gone or was modified at `notBefore` or later. */
function stateOf(file: string, notBefore = Infinity): string | undefined {
  const info = statSync(file, { throwIfNoEntry: false });
  return info?.isFile() && info.mtimeMs < notBefore ? `${info.size}:${info.mtimeMs}` : undefined;
}

/**
 * The worker script last made for `name` under `key`, when it is still there and every file it
 * was made from has the size and modification time it had then; otherwise undefined (the script
 * is then bundled again). A few dozen stat calls instead of an esbuild bundle on every build.
 */
export function readBuiltScript(cacheDir: string, name: string, key: string): string | undefined {
  let record: ScriptRecord;
  try {
    record = JSON.parse(readFileSync(recordFile(cacheDir, name), 'utf8')) as ScriptRecord;
  } catch {
    return undefined;
  }
  if (record.format !== RECORD_FORMAT || record.key !== key || typeof record.script !== 'string' || typeof record.inputs !== 'object' || !record.inputs) return undefined;
  if (!stateOf(record.script)) return undefined;
  for (const [file, state] of Object.entries(record.inputs)) if (stateOf(file) !== state) return undefined;
  return record.script;
}

/**
 * Records what the worker script `script` of `name` was made from, atomically. An input that is
 * gone, or was modified since the bundle started (`startedAt`, epoch ms), leaves no record.
 */
export async function recordBuiltScript(cacheDir: string, name: string, made: { key: string; script: string; inputs: readonly string[]; startedAt: number }): Promise<void> {
  const inputs: Record<string, string> = {};
  for (const file of made.inputs) {
    const state = stateOf(file, made.startedAt);
    if (!state) return;
    inputs[file] = state;
  }
  const record: ScriptRecord = { format: RECORD_FORMAT, key: made.key, script: made.script, inputs };
  await writeFileWhole(recordFile(cacheDir, name), JSON.stringify(record));
}
