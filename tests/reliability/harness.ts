/**
 * Helpers of the reliability suite: make a broken copy of a fixture site, run the `folio` command
 * on it (in-process through the CLI's `main`, or as a real child process) and capture what it said.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { main } from '../../packages/core/src/cli/main.ts';
import { copyFixture, REPO_ROOT } from '../helpers/site.ts';

export { FOLIO_BIN, spawnFolio, type SpawnedFolio } from '../helpers/folio-process.ts';
import { spawnFolio } from '../helpers/folio-process.ts';

/** How a case changes the base fixture. */
export interface SitePatch {
  /** Files written over the fixture; a Buffer is written byte for byte. */
  files?: Record<string, string | Buffer>;
  /** Files removed from the fixture. */
  remove?: string[];
  /** Text replacements in existing files: `[file, from, to]`; `from` must occur. */
  replace?: [file: string, from: string, to: string][];
}

/** Copies a fixture into tests/.tmp and applies a patch. */
export function makeSite(fixture: string, patch: SitePatch = {}): string {
  const siteDir = copyFixture(fixture);
  applyPatch(siteDir, patch);
  return siteDir;
}

/**
 * Makes `siteDir` a fresh copy of a fixture with a patch applied, keeping its `.folio` cache: a
 * series of builds of one folder then runs warm, as a writer's builds do, each case still starting
 * from the fixture's files (removed, changed and added ones alike).
 */
export function resetSite(siteDir: string, fixture: string, patch: SitePatch = {}): void {
  for (const entry of readdirSync(siteDir)) if (entry !== '.folio') rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  cpSync(path.join(REPO_ROOT, 'tests', 'fixtures', fixture), siteDir, { recursive: true, filter: (src) => !/[/\\](build|\.folio)$/.test(src) });
  applyPatch(siteDir, patch);
}

/** Applies a patch to a site folder. */
export function applyPatch(siteDir: string, patch: SitePatch): void {
  for (const relative of patch.remove ?? []) rmSync(path.join(siteDir, relative), { recursive: true, force: true });
  for (const [relative, from, to] of patch.replace ?? []) {
    const file = path.join(siteDir, relative);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) throw new Error(`Test setup: ${relative} does not contain ${JSON.stringify(from)}`);
    writeFileSync(file, text.replace(from, to));
  }
  for (const [relative, content] of Object.entries(patch.files ?? {})) {
    const file = path.join(siteDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** What one run of the command printed, with the site folder written as `<site>`. */
export interface CliRun {
  code: number;
  /** Each `error` line's message (without the `error ` prefix). */
  errors: string[];
  /** Each `warning` line's message (without the `warning ` prefix). */
  warnings: string[];
  stdout: string;
}

/** Replaces the site folder (absolute or relative to the working folder) with `<site>`. */
export function normalizeSitePaths(text: string, siteDir: string): string {
  const relative = path.relative(process.cwd(), siteDir);
  return text.replaceAll(siteDir, '<site>').replaceAll(relative, '<site>');
}

const QUEUE: { running: Promise<unknown> } = { running: Promise.resolve() };

/**
 * Runs `folio <args>` in this process through the CLI's `main` (the function whose return value
 * is the process exit code) and captures its console output. Runs are serialised: the console is
 * patched while one runs.
 */
export function runFolio(args: string[], siteDir: string): Promise<CliRun> {
  const run = QUEUE.running.then(async () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const out: string[] = [];
    const original = { error: console.error, warn: console.warn, log: console.log };
    const strip = (prefix: string, text: string) => normalizeSitePaths(text.startsWith(prefix) ? text.slice(prefix.length) : text, siteDir);
    console.error = (message: unknown) => errors.push(strip('error ', String(message)));
    console.warn = (message: unknown) => warnings.push(strip('warning ', String(message)));
    console.log = (message: unknown) => out.push(normalizeSitePaths(String(message), siteDir));
    const noColor = process.env.NO_COLOR;
    process.env.NO_COLOR = '1';
    try {
      const code = await main(args);
      return { code, errors, warnings, stdout: out.join('\n') };
    } finally {
      Object.assign(console, original);
      if (noColor === undefined) delete process.env.NO_COLOR;
      else process.env.NO_COLOR = noColor;
    }
  });
  QUEUE.running = run.catch(() => undefined);
  return run;
}

/** Splits what the command wrote to stderr into its `error` and `warning` messages. */
export function splitMessages(stderr: string): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  let current: string[] | undefined;
  for (const line of stderr.replace(/\n$/, '').split('\n')) {
    const kind = /^(error|warning) /.exec(line);
    if (kind) {
      current = kind[1] === 'error' ? errors : warnings;
      current.push(line.slice(kind[0].length));
    } else if (current) {
      current[current.length - 1] += `\n${line}`;
    }
  }
  return { errors, warnings };
}

/** Runs `folio <args>` as a real process (bin/folio.js) and reads its exit code and messages. */
export async function runFolioProcess(args: string[], siteDir: string): Promise<CliRun> {
  const folio = spawnFolio(args);
  const exit = await folio.exited;
  const { stdout, stderr } = folio.output();
  const { errors, warnings } = splitMessages(normalizeSitePaths(stderr, siteDir));
  return { code: exit.code ?? -1, errors, warnings, stdout: normalizeSitePaths(stdout, siteDir) };
}

