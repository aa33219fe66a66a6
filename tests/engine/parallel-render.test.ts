import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, REPO_ROOT, snapshotBuild, writeFiles } from '../helpers/site.ts';

const FOLIO = path.join(REPO_ROOT, 'packages/core/bin/folio.js');
const PAGES = 70;

/**
 * A page module that records, while it renders on the server, the thread rendering it: a line
 * "<page> <threadId> <how>" in the file named by FOLIO_TEST_THREAD_LOG, `how` being `ahead` for a
 * render worker started before the render (it has no workerData: its context comes with its
 * pages), `context` otherwise. Nothing is written into the page.
 */
const PROBE = `export function recordThread(page: string): void {
  if (typeof window !== 'undefined') return;
  const proc = (globalThis as any).process;
  const log = proc?.env?.FOLIO_TEST_THREAD_LOG;
  if (!log) return;
  const { threadId, workerData } = proc.getBuiltinModule('node:worker_threads');
  proc.getBuiltinModule('node:fs').appendFileSync(log, page + ' ' + threadId + ' ' + (workerData ? 'context' : 'ahead') + '\\n');
}
`;

function probePage(i: number): string {
  return `import { recordThread } from '../../../src/probe';\nexport const head = { title: 'Page ${i}' };\nexport default function Page() {\n  recordThread('/many/page-${i}');\n  return <main><h1>Page ${i}</h1></main>;\n}\n`;
}

/** The first CPU this process may run on, from the kernel's affinity list ("0-3,6"). */
function firstAllowedCpu(): string {
  return /Cpus_allowed_list:\s*(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '0';
}

/** Builds through the CLI, as a user does; `pinned` runs it on one CPU, so Node sees a parallelism of 1. */
function buildSite(siteDir: string, outDir: string, log: string, pinned: boolean): void {
  const { NODE_ENV: _unset, ...env } = process.env;
  const command = pinned ? ['taskset', '-c', firstAllowedCpu(), 'node'] : ['node'];
  const run = spawnSync(command[0]!, [...command.slice(1), FOLIO, 'build', siteDir, '--out-dir', outDir], { encoding: 'utf8', env: { ...env, NO_COLOR: '1', FOLIO_TEST_THREAD_LOG: log } });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}

/** Page → the threads that rendered it (with `ahead`: how each thread got its context, see PROBE). */
function threadsByPage(log: string, ahead = false): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const line of readFileSync(log, 'utf8').trim().split('\n')) {
    const [page, thread, how] = line.split(' ') as [string, string, string];
    byPage.set(page, [...(byPage.get(page) ?? []), ahead ? how : thread]);
  }
  return byPage;
}

describe('rendering across CPU cores', () => {
  it.skipIf(availableParallelism() < 2)('renders a large site in several worker threads, with output identical to a one-thread render', () => {
    const siteDir = copyFixture('basic-site');
    const pages: Record<string, string> = { 'src/probe.ts': PROBE };
    for (let i = 0; i < PAGES; i++) pages[`content/pages/many/page-${i}.tsx`] = probePage(i);
    writeFiles(siteDir, pages);

    const parallelLog = path.join(siteDir, 'threads-parallel.log');
    buildSite(siteDir, 'parallel', parallelLog, false);
    const parallel = threadsByPage(parallelLog);
    expect(parallel.size).toBe(PAGES);
    for (const [page, threads] of parallel) expect(threads, page).toHaveLength(1);
    const workerThreads = new Set([...parallel.values()].flat());
    expect(workerThreads.has('0')).toBe(false);
    expect(workerThreads.size).toBeGreaterThan(1);
    // A cold build starts no worker ahead of its render.
    expect(new Set([...threadsByPage(parallelLog, true).values()].flat())).toEqual(new Set(['context']));

    // The render cache would hand the second build every page: start it cold.
    rmSync(path.join(siteDir, '.folio'), { recursive: true, force: true });
    const singleLog = path.join(siteDir, 'threads-single.log');
    buildSite(siteDir, 'single', singleLog, true);
    const single = threadsByPage(singleLog);
    expect(single.size).toBe(PAGES);
    expect(new Set([...single.values()].flat())).toEqual(new Set(['0']));

    const a = snapshotBuild(path.join(siteDir, 'parallel'));
    const b = snapshotBuild(path.join(siteDir, 'single'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    expect(a.size).toBeGreaterThan(PAGES);
    for (const [file, bytes] of a) expect(b.get(file)?.equals(bytes), file).toBe(true);
  });
  it.skipIf(availableParallelism() < 2)('renders the one edited page of a large site in a worker thread while the cached pages are written, with the output of a cold build', () => {
    const siteDir = copyFixture('basic-site');
    const pages: Record<string, string> = { 'src/probe.ts': PROBE };
    for (let i = 0; i < PAGES; i++) pages[`content/pages/many/page-${i}.tsx`] = probePage(i);
    writeFiles(siteDir, pages);
    buildSite(siteDir, 'build', path.join(siteDir, 'threads-cold.log'), false);

    const edited = path.join(siteDir, 'content/pages/many/page-3.tsx');
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('<h1>Page 3</h1>', '<h1>Page 3, edited</h1>'));
    const editLog = path.join(siteDir, 'threads-edit.log');
    buildSite(siteDir, 'build', editLog, false);
    const rendered = threadsByPage(editLog);
    expect([...rendered.keys()]).toEqual(['/many/page-3']);
    expect(rendered.get('/many/page-3')).toHaveLength(1);
    expect(rendered.get('/many/page-3')![0]).not.toBe('0');
    // The worker was started while the site was bundled, its context sent with the page.
    expect(threadsByPage(editLog, true).get('/many/page-3')).toEqual(['ahead']);

    rmSync(path.join(siteDir, '.folio'), { recursive: true, force: true });
    buildSite(siteDir, 'cold', path.join(siteDir, 'threads-cold-again.log'), false);
    const warm = snapshotBuild(path.join(siteDir, 'build'));
    const cold = snapshotBuild(path.join(siteDir, 'cold'));
    expect([...warm.keys()].sort()).toEqual([...cold.keys()].sort());
    expect(warm.get('many/page-3/index.html')?.toString()).toContain('Page 3, edited');
    for (const [file, bytes] of cold) expect(warm.get(file)?.equals(bytes), file).toBe(true);
  });
});
