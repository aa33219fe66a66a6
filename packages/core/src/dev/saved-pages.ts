import path from 'node:path';
import { storeName } from '../bundle/content-build.ts';
import type { DevSession } from './session.ts';
import type { LiveReloadHub } from './live-reload.ts';
import { markTimeline } from '../timeline.ts';

/** How many pages bundled ahead of a reload stay served (a page may fetch one a moment late). */
const SAVED_KEPT = 20;
/** Longest a save's reload waits for an open page to show the content pushed to it. */
const SHOWN_WAIT_MS = 150;

/** True for a Markdown file (a page's source). */
const isMarkdown = (file: string) => /\.mdx?$/.test(file);

/** Resolves true when `waiting` is called for one of these numbers, false after `ms`. */
function firstOf(waiting: Map<string, () => void>, numbers: string[], ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    for (const number of numbers) waiting.set(number, () => (clearTimeout(timer), resolve(true)));
  }).finally(() => {
    for (const number of numbers) waiting.delete(number);
  });
}

/**
 * The fast half of a save: the saved pages, bundled from their files as they are now and pushed
 * to open pages, code and all, under a number (`?saved=N`, where the code is served too); the
 * pages swap them in place and report when they are painted (`shown`). The site's reload waits
 * briefly for that.
 */
export function createSavedPages(session: DevSession, hub: LiveReloadHub) {
  /** Pages just saved, bundled ahead of the site's reload, by `<module name>?<number>`; the newest few. */
  const modules = new Map<string, string>();
  let count = 0;
  /** Pushed pages a browser has yet to show, by their `saved` number: what to call when it has. */
  const awaitingShown = new Map<string, () => void>();
  return {
    /** The code pushed for a content module under this number, if it is still kept (a page that could not run it from the event). */
    take(name: string, saved: string): string | undefined {
      return modules.get(`${name}?${saved}`);
    },
    /**
     * Starts compiling a saved Markdown file of the content at once, in the page worker ahead of
     * other pages, before the server waits for more changes (see start.ts): the push joins this
     * compile when the file has not changed again by then.
     */
    startCompile(file: string): void {
      if (!isMarkdown(file) || session.classify(file) !== 'content') return;
      markTimeline(`saved compile start ${path.basename(file)}`);
      void session.compileSaved(file).catch(() => undefined);
    },
    /** A page reports that it shows the content pushed under this number. */
    shown(saved: string): void {
      awaitingShown.get(saved)?.();
    },
    /**
     * Bundles the saved Markdown files' pages and pushes them to open pages; resolves once a page
     * has shown one (or the short wait has passed), so the reload after it does not hold the CPU
     * while the browser paints.
     */
    async push(changed: string[]): Promise<void> {
      const markdown = changed.filter(isMarkdown);
      // Its errors are the bundle's, reported with the update that follows.
      for (const file of markdown) void session.compileSaved(file).catch(() => undefined);
      const saved = markdown.flatMap((file) => session.modulesOf(file));
      const pushed = await Promise.all(saved.map(async (module) => {
        markTimeline(`saved page bundle start ${storeName(module)}`);
        const result = await session.bundleLatest(module);
        markTimeline(`saved page bundle end ${storeName(module)}`);
        // A page that does not bundle is reported by the full update that follows.
        if ('error' in result) return [];
        const number = String(++count);
        modules.set(`${storeName(module)}?${number}`, result.code);
        if (modules.size > SAVED_KEPT) modules.delete(modules.keys().next().value!);
        const contentPath = session.contentPath(module);
        return [{ number, path: contentPath, url: `${contentPath}?saved=${number}`, code: result.code }];
      }));
      const sent = pushed.flat();
      if (!sent.length) return;
      // A page that shows none of them does not answer: the wait is short.
      const numbers = sent.map(({ number }) => number);
      const shown = hub.hasClients() ? firstOf(awaitingShown, numbers, SHOWN_WAIT_MS) : Promise.resolve(false);
      // The code travels with the event: the browser's connections may all be taken by requests
      // for other pages still compiling, and a fetch would wait for one of them.
      hub.send('content', { modules: sent.map(({ path, url, code }) => ({ path, url, code })) });
      markTimeline('saved page pushed');
      await shown;
    },
  };
}

/** The saved-page push of one dev server (see createSavedPages). */
export type SavedPages = ReturnType<typeof createSavedPages>;
