import type { Page } from 'playwright-core';
import { TIMELINE_PREFIX } from '../../packages/core/src/timeline.ts';

export { TIMELINE_ENV } from '../../packages/core/src/timeline.ts';

/** One moment of a dev server's start, in milliseconds after the benchmark spawned the command. */
export interface TimelineEvent {
  ms: number;
  /** Who saw it: the server (its `FOLIO_TIMELINE` marks), the browser, or the benchmark itself. */
  source: 'server' | 'browser' | 'bench';
  event: string;
}

const LINE = new RegExp(`^${TIMELINE_PREFIX.replace(/[[\]]/g, '\\$&')} (\\d+(?:\\.\\d+)?) (.+)$`);

/** The server's timeline marks (`[folio-timeline] <epoch ms> <event>` lines) in its output, relative to `spawnedAt` (epoch ms). Pure. */
export function serverTimeline(output: string, spawnedAt: number): TimelineEvent[] {
  return output.split('\n').flatMap((line) => {
    const match = LINE.exec(line.trim());
    return match ? [{ ms: Number(match[1]) - spawnedAt, source: 'server' as const, event: match[2]! }] : [];
  });
}

/** What the page's Performance API says about its first load, as epoch milliseconds. */
interface PageEntries {
  origin: number;
  navigation?: { requestStart: number; responseStart: number; responseEnd: number; domContentLoadedEventEnd: number };
  resources: { name: string; startTime: number; responseEnd: number }[];
  paints: { name: string; startTime: number }[];
}

/** The browser's side of a first load: the document, every script and module fetched, and its paints, relative to `spawnedAt` (epoch ms). */
export async function browserTimeline(page: Page, spawnedAt: number): Promise<TimelineEvent[]> {
  const entries = await page.evaluate((): PageEntries => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      origin: performance.timeOrigin,
      ...(navigation ? { navigation: { requestStart: navigation.requestStart, responseStart: navigation.responseStart, responseEnd: navigation.responseEnd, domContentLoadedEventEnd: navigation.domContentLoadedEventEnd } } : {}),
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime, responseEnd: e.responseEnd })),
      paints: performance.getEntriesByType('paint').map((e) => ({ name: e.name, startTime: e.startTime })),
    };
  });
  const at = (t: number) => entries.origin + t - spawnedAt;
  const events: TimelineEvent[] = [{ ms: at(0), source: 'browser', event: 'navigation start' }];
  const nav = entries.navigation;
  if (nav) {
    events.push({ ms: at(nav.requestStart), source: 'browser', event: 'document request' });
    events.push({ ms: at(nav.responseStart), source: 'browser', event: 'document first byte' });
    events.push({ ms: at(nav.domContentLoadedEventEnd), source: 'browser', event: 'DOMContentLoaded' });
  }
  for (const r of entries.resources) {
    if (!/\.(js|css)$/.test(r.name) && !r.name.includes('/__folio/')) continue;
    events.push({ ms: at(r.startTime), source: 'browser', event: `fetch ${r.name}` });
    events.push({ ms: at(r.responseEnd), source: 'browser', event: `fetched ${r.name}` });
  }
  for (const p of entries.paints) events.push({ ms: at(p.startTime), source: 'browser', event: p.name });
  return events;
}

/** The events in time order, one per line: `  1234 ms  server   app bundle 1 end`. Pure. */
export function formatTimeline(events: readonly TimelineEvent[]): string {
  return [...events]
    .sort((a, b) => a.ms - b.ms)
    .map((e) => `${String(Math.round(e.ms)).padStart(6)} ms  ${e.source.padEnd(7)}  ${e.event}`)
    .join('\n');
}
