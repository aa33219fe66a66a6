import NProgress from 'nprogress';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const configure = vi.spyOn(NProgress, 'configure');
let startProgress: typeof import('./progress.ts').startProgress;

beforeAll(async () => {
  vi.resetModules();
  ({ startProgress } = await import('./progress.ts'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the progress bar', () => {
  it('configures nprogress with minimum 0.08, trickle every 800 ms and no spinner', () => {
    expect(configure).toHaveBeenCalledWith({ showSpinner: false, minimum: 0.08, trickleSpeed: 800 });
    expect(NProgress.settings).toMatchObject({ showSpinner: false, minimum: 0.08, trickleSpeed: 800 });
  });

  it('appears only when a navigation takes longer than 200 ms, and finishes when it ends', () => {
    vi.useFakeTimers();
    const start = vi.spyOn(NProgress, 'start').mockReturnValue(NProgress);
    const done = vi.spyOn(NProgress, 'done').mockReturnValue(NProgress);
    const fast = startProgress();
    vi.advanceTimersByTime(199);
    fast();
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    const slow = startProgress();
    vi.advanceTimersByTime(200);
    expect(start).toHaveBeenCalledTimes(1);
    slow();
    expect(done).toHaveBeenCalledTimes(2);
  });
});
