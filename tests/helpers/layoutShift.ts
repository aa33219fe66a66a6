import type { Page } from 'playwright-core';

/**
 * Chromium's cumulative layout shift of a page, read without waiting on the clock: a
 * `layout-shift` PerformanceObserver installed before the page loads, whose pending entries are
 * taken with `takeRecords()` when read, so a shift of the last frame counts even if the observer
 * has not been called back yet.
 */

/** Starts recording layout shifts (not those right after input) in every document the page loads. Call before `goto`. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    const state = { cls: 0, shifts: [] as string[], observer: undefined as PerformanceObserver | undefined };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => {
          const element = s.node as Element | undefined;
          return element ? `${element.nodeName}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}` : '?';
        });
        state.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(',')}`);
      }
    };
    state.observer = new PerformanceObserver((list) => add(list.getEntries()));
    state.observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __layoutShift: typeof state & { take: () => void } }).__layoutShift = Object.assign(state, { take: () => add(state.observer!.takeRecords()) });
  });
}

/**
 * The page's layout shift so far, after two more animation frames (so the frames that follow what
 * the test just did are laid out and counted). Not for a page whose clock is paused.
 */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const state = (window as unknown as { __layoutShift: { cls: number; shifts: string[]; take: () => void } }).__layoutShift;
    state.take();
    return { cls: state.cls, shifts: [...state.shifts] };
  });
}
