import path from 'node:path';
import { limitedReadFile as readFile, type PluginContext, type WorkerQueue } from '@folio/core';
import { decodeMarkdownBytes, readMarkdownSource, siteCompileOptions } from '@folio/markdown';
import type { CopyTemplate } from './convert.ts';
import type { ConvertJob, ConvertOutcome } from './convert-source.ts';
import type { CopyPage } from './pages.ts';
import { startConversion } from './pool.ts';
import { openTemplateCache, sourceKey, templateKey, type TemplateCache } from './template-cache.ts';

/** A page's file: its template key (known when an earlier build saw the same bytes), the file read for conversion, or a problem. */
type Prepared = { key: string } | { key: string; job: ConvertJob; source: string } | { problem: string };

/** The template of each page, in page order, or why it has none. */
export interface Templates {
  templates: (CopyTemplate | { problem: string })[];
  /** Files converted by this build (the rest came from the cache). */
  converted: number;
  /** Milliseconds from the start of the work (the routes known) to its last conversion. */
  elapsedMs: number;
}

/** Templates being made: started as soon as the routes are known, finished when the plugin needs them. */
export interface TemplateWork {
  /** Every page's template, once the conversions are done (by the worker, and by this thread after `help()`); the new ones stored in `.folio/llms`. */
  done(): Promise<Templates>;
  /** This thread joins in the conversions left (when it has nothing else to do: in postBuild). */
  help(): void;
}

async function prepare(page: CopyPage, context: PluginContext, cache: TemplateCache): Promise<Prepared> {
  try {
    const bytes = await readFile(page.sourceFile);
    const markdown = siteCompileOptions(context.siteConfig.markdown);
    const source = sourceKey(bytes, markdown);
    const known = cache.keyOfSource(source);
    if (known) return { key: known };
    const { text, format, comments } = await readMarkdownSource({ source: decodeMarkdownBytes(bytes, page.sourceFile), filePath: page.sourceFile, ...markdown });
    const job = { text, format, comments };
    return { key: templateKey(job), job, source };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

function describeFailure(outcome: Extract<ConvertOutcome, { error: string }>): string {
  return `${outcome.line ? `${outcome.line}:${outcome.column ?? 1}: ` : ''}${outcome.error}`;
}

/**
 * Starts making the pages' templates: each file is read (as the compiler reads it, unless the
 * cache knows its bytes), and the files the cache lacks are converted, the same text once, in a
 * worker thread that works while the build goes on (and this thread too, after `help()`); `done()`
 * stores the new templates in `.folio/llms` and gives every page its template. Started `early` (a
 * build, as soon as the routes are known), even a single file is converted in the worker.
 */
export function startTemplates(pages: readonly CopyPage[], context: PluginContext, early = false): TemplateWork {
  const startedAt = performance.now();
  let doneAt = startedAt;
  const started = (async () => {
    const cache = await openTemplateCache(path.join(context.cacheDir, 'llms'));
    const prepared = await Promise.all(pages.map((page) => prepare(page, context, cache)));
    const misses = new Map<string, ConvertJob>();
    for (const p of prepared) {
      if (!('job' in p)) continue;
      cache.setKeyOfSource(p.source, p.key);
      if (!misses.has(p.key) && !cache.get(p.key)) misses.set(p.key, p.job);
    }
    const queue: WorkerQueue<ConvertOutcome> = await startConversion([...misses.values()], context.cacheDir, early);
    void queue.done.then(() => (doneAt = performance.now()), () => undefined);
    return { cache, prepared, misses, queue };
  })();
  // A build that fails before postBuild never asks: no unhandled rejection.
  started.catch(() => undefined);
  const done = (async (): Promise<Templates> => {
    const { cache, prepared, misses, queue } = await started;
    const outcomes = await queue.done;
    const failed = new Map<string, string>();
    [...misses.keys()].forEach((key, i) => {
      const outcome = outcomes[i]!;
      if ('template' in outcome) cache.set(key, outcome.template);
      else failed.set(key, describeFailure(outcome));
    });
    // Taken before saving: the cache keeps the templates this build used, and a warm build uses them all here.
    const templates = prepared.map((p) => {
      if ('problem' in p) return p;
      return cache.get(p.key) ?? { problem: failed.get(p.key) ?? 'no template was made' };
    });
    await cache.save();
    return { templates, converted: misses.size - failed.size, elapsedMs: doneAt - startedAt };
  })();
  done.catch(() => undefined);
  return {
    done: () => done,
    help: () => void started.then(({ queue }) => queue.help(), () => undefined),
  };
}
