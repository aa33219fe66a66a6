import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { sleep, startGroup } from './processes.ts';
import { browserTimeline, serverTimeline, TIMELINE_ENV, type TimelineEvent } from './dev-timeline.ts';

/** What the dev server benchmark measured (undefined where it did not get that far). */
export interface DevTimings {
  /** From spawning the command to the first HTTP 200 for the doc page. */
  firstResponseMs?: number;
  /** From spawning the command to Chromium showing the doc page's heading. */
  firstPageMs?: number;
  /** From writing the edited doc to Chromium showing the new sentence. */
  editVisibleMs?: number;
  /** The start, event by event (the server's marks, the browser's fetches and paints), from spawning the command. */
  startTimeline?: TimelineEvent[];
  /** The edit, event by event, from writing the file. */
  editTimeline?: TimelineEvent[];
  error?: string;
}

/** How to run one tool's dev server and which doc to watch. */
export interface DevPlan {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Base URL of the server, e.g. http://127.0.0.1:3811. */
  origin: string;
  /** Site path of the doc page. */
  pagePath: string;
  /** The staged doc file to edit (restored afterwards). */
  docFile: string;
  timeoutMs: number;
  onOutput?: (text: string) => void;
}

async function firstOk(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet, or still compiling.
    }
    // Often enough that polling adds little to a time measured against 1 s.
    await sleep(25);
  }
  return false;
}

/**
 * In the page: a mutation observer that notes the wall-clock time (Date.now()) at which the text
 * is first in the document. It reads textContent, which forces no layout: polling innerText would
 * make the page lay itself out every few milliseconds while it is putting the edit in.
 */
const WATCH_FOR_TEXT = `(text) => {
  const has = () => (document.body?.textContent ?? '').includes(text);
  window.__benchTextSeenAt = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (has()) {
        observer.disconnect();
        resolve(Date.now());
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}`;

/**
 * Milliseconds from the edit to the text in Chromium's page, from the page's observer (clocks of
 * one machine); if the page was reloaded meanwhile (its observer gone), polled from here instead.
 */
async function whenTextSeen(page: Page, text: string, editedAt: number, editStarted: number, timeoutMs: number): Promise<number | undefined> {
  // The time limit's timer is cancelled once the page answers, so that it does not hold the process.
  const limit = new AbortController();
  const observed = await Promise.race([
    page.evaluate('window.__benchTextSeenAt').then((at) => (typeof at === 'number' ? at - editedAt : undefined), () => undefined),
    delay(timeoutMs, undefined, { signal: limit.signal }).catch(() => undefined),
  ]);
  limit.abort();
  if (observed !== undefined) return observed;
  while (performance.now() - editStarted < timeoutMs) {
    const seen = await page.evaluate(`(document.body?.textContent ?? '').includes(${JSON.stringify(text)})`).catch(() => false);
    if (seen) return performance.now() - editStarted;
    await sleep(5);
  }
  return undefined;
}

/**
 * Starts a dev server with cleared caches, then measures the time to the first page served (HTTP,
 * then in Chromium) and the time from saving an edit of one doc to the browser showing it. The
 * doc is restored and the server stopped whatever happens.
 */
export async function measureDevServer(plan: DevPlan, browser: Browser): Promise<DevTimings> {
  const timings: DevTimings = {};
  const original = readFileSync(plan.docFile, 'utf8');
  // The browser tab is open before the command runs, as a user's browser is: what is measured
  // (command → heading drawn) does not include Playwright making a page.
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  const spawnedAt = Date.now();
  const server = startGroup(plan.command, plan.args, { cwd: plan.cwd, env: { ...plan.env, [TIMELINE_ENV]: '1' }, onOutput: plan.onOutput });
  try {
    const deadline = Date.now() + plan.timeoutMs;
    const url = plan.origin + plan.pagePath;
    if (!(await firstOk(url, deadline))) throw new Error(`no page served within ${plan.timeoutMs / 1000} s:\n${server.output().slice(-2000)}`);
    timings.firstResponseMs = performance.now() - started;
    await page.goto(url, { waitUntil: 'commit', timeout: plan.timeoutMs });
    await page.waitForFunction(() => (document.querySelector('h1')?.textContent ?? '').trim().length > 0, undefined, { timeout: plan.timeoutMs, polling: 'raf' });
    timings.firstPageMs = performance.now() - started;
    const bench = (event: string, ms: number): TimelineEvent => ({ ms, source: 'bench', event });
    timings.startTimeline = [
      bench('first HTTP 200 of the page', timings.firstResponseMs),
      bench('heading seen in Chromium', timings.firstPageMs),
      ...(await browserTimeline(page, spawnedAt)),
      ...serverTimeline(server.output(), spawnedAt),
    ];
    // Let the server settle (watchers ready, hot-update socket connected) before editing.
    await page.waitForLoadState('load');
    await sleep(3000);
    const marker = `Benchmark edit ${Date.now().toString(36)} is visible.`;
    await page.evaluate(`(${WATCH_FOR_TEXT})(${JSON.stringify(marker)})`);
    const editStarted = performance.now();
    const editedAt = Date.now();
    writeFileSync(plan.docFile, `${original.trimEnd()}\n\n${marker}\n`);
    timings.editVisibleMs = await whenTextSeen(page, marker, editedAt, editStarted, plan.timeoutMs);
    if (timings.editVisibleMs === undefined) throw new Error('the edit did not show within the time limit');
    // The server's marks after the edit, once the update after it has had time to print them.
    await sleep(1000);
    timings.editTimeline = [{ ms: timings.editVisibleMs, source: 'bench', event: 'edit seen in Chromium' }, ...serverTimeline(server.output(), editedAt).filter((e) => e.ms >= 0)];
  } catch (error) {
    timings.error = (error as Error).message.split('\n').slice(0, 8).join('\n');
  } finally {
    writeFileSync(plan.docFile, original);
    await context.close().catch(() => undefined);
    await server.stop();
  }
  return timings;
}
