import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/site.ts';
import { createRandom, mutate } from './fuzz/mutate.ts';
import { makeSite, spawnFolio } from './harness.ts';

/** The seed: FUZZ_SEED reproduces a run; otherwise a new one each run, printed on failure. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DOCS = path.join(REPO_ROOT, 'content', 'docs');
/** Mutated pages compiled per run. */
const COMPILES = 100;
/** Whole builds of mutated pages per run. */
const BUILDS = 2;
/** Past this long without a word from the compiling child, a single input counts as a hang (a machine three times slower than idle compiles any page in a few seconds). */
const HANG_MS = 60_000;

/** Real pages of the website's docs. */
const REAL_PAGES = readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.mdx?$/.test(f))
  .sort()
  .map((f) => path.join(DOCS, f));

/** Pages that build on their own: no imports and no relative images (the fuzz site does not hold their neighbours). */
const STANDALONE_PAGES = REAL_PAGES.filter((file) => {
  const text = readFileSync(file, 'utf8');
  return !/^import\s/m.test(text) && !/!\[[^\]]*\]\((?!https?:)/.test(text) && !/<img\s/.test(text) && text.length < 20_000;
});

describe(`fuzzing with real pages (FUZZ_SEED=${SEED})`, () => {
  it('compiling mutated pages ends in a result or a placed MarkdownError: never an uncaught error, a crash or a hang', async () => {
    expect(REAL_PAGES.length).toBeGreaterThan(20);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fuzz', 'compile-child.ts'), String(SEED), String(COMPILES), ...REAL_PAGES], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const records: { i?: number; start?: string; applied?: string[]; outcome?: string; detail?: string; done?: boolean }[] = [];
    let stderr = '';
    let buffered = '';
    let lastProgress = Date.now();
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const line of complete) records.push(JSON.parse(line));
      lastProgress = Date.now();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // A single input may not take more than HANG_MS: past that it is a hang, and the child is killed.
    const watchdog = setInterval(() => Date.now() - lastProgress > HANG_MS && child.kill('SIGKILL'), 500);
    const exit = await new Promise<{ code: number | null; signal: string | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    clearInterval(watchdog);

    const started = records.filter((r) => r.start);
    const lastStarted = started[started.length - 1];
    expect(exit, `child ended badly after ${JSON.stringify(lastStarted)}\n${stderr}`).toEqual({ code: 0, signal: null });
    expect(records[records.length - 1]?.done).toBe(true);
    const uncaught = records.filter((r) => r.outcome === 'uncaught').map((r) => ({ ...started.find((s) => s.i === r.i), detail: r.detail }));
    expect(uncaught).toEqual([]);
    const outcomes = records.filter((r) => r.outcome);
    expect(outcomes).toHaveLength(COMPILES);
    // Both kinds happen: mutations that still compile, and ones that are reported.
    expect(outcomes.some((r) => r.outcome === 'ok') && outcomes.some((r) => r.outcome === 'reported')).toBe(true);
  }, 600_000);

  it('whole builds with mutated pages end in a good build or a reported user error, within their time bound', async () => {
    expect(STANDALONE_PAGES.length).toBeGreaterThan(5);
    const random = createRandom(SEED);
    const outcomes: number[] = [];
    for (let build = 0; build < BUILDS; build++) {
      const files: Record<string, Buffer> = {};
      const applied: string[] = [];
      for (let n = 0; n < 6; n++) {
        const page = random.pick(STANDALONE_PAGES);
        // Undecodable bytes are the compile test's business; here pages get far enough to be bundled and rendered.
        const mutation = mutate(readFileSync(page), random, { most: 2, textOnly: true });
        // Half the pages become MDX, whose stricter syntax reaches the error paths more often.
        const extension = random.next() < 0.5 ? '.mdx' : path.extname(page);
        files[`docs/fuzz/page-${n}${extension}`] = mutation.bytes;
        applied.push(`page-${n}${extension} ← ${path.relative(REPO_ROOT, page)} (${mutation.applied.join(', ')})`);
      }
      const siteDir = makeSite('reliability-site', {
        files,
        replace: [['site.config.ts', "baseUrl: '/',", "baseUrl: '/',\n  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'warn',"]],
      });
      const folio = spawnFolio(['build', siteDir]);
      // A hang guard, not a race: a machine three times slower than idle builds this site in well under a minute.
      const timer = setTimeout(() => folio.child.kill('SIGKILL'), 300_000);
      const exit = await folio.exited;
      clearTimeout(timer);
      const { stderr } = folio.output();
      const context = `${siteDir}\n${applied.join('\n')}\n${stderr}`;
      expect(exit.signal, context).toBeNull();
      expect([0, 1], context).toContain(exit.code);
      expect(stderr, context).not.toContain('Internal error');
      if (exit.code === 1) expect(stderr, context).toMatch(/^error .*docs\/fuzz\/page-\d\.mdx?/ms);
      outcomes.push(exit.code!);
    }
    expect(outcomes).toHaveLength(BUILDS);
  }, 900_000);
});
