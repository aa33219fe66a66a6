import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginContext } from '@folio/core';
import { toUserError } from '@folio/core';
import { decodeMarkdownBytes, readMarkdownSource, siteCompileOptions } from '@folio/markdown';
import { markdownCopyFile } from './copy-path.ts';
import type { CopyTemplate } from './convert.ts';
import type { ConvertJob } from './convert-source.ts';
import { fillTemplate, type FillContext } from './fill.ts';
import { buildLlmsFiles } from './llms-txt.ts';
import { llmsOptionsSchema, type LlmsGlobalData, type LlmsOptions, type LlmsOptionsInput } from './options.ts';
import { selectCopyPages, type CopyPage } from './pages.ts';
import { convertAll } from './pool.ts';
import { describeOutput } from './report.ts';
import { openTemplateCache, sourceKey, templateKey, type TemplateCache } from './template-cache.ts';

export type { LlmsGlobalData, LlmsOptionsInput } from './options.ts';
export { markdownCopyFile } from './copy-path.ts';

function loadOptions(input: unknown): LlmsOptions {
  const result = llmsOptionsSchema.safeParse(input ?? {});
  if (!result.success) throw toUserError(result.error, 'site.config.ts', 'options of the llms plugin', input);
  return result.data;
}

/** A page's file: its template key when an earlier build converted the same bytes, else the file read as the compiler reads it, or a problem to warn about. */
async function prepare(page: CopyPage, context: PluginContext, cache: TemplateCache): Promise<{ key: string } | { job: ConvertJob; source: string } | { problem: string }> {
  try {
    const bytes = await readFile(page.sourceFile);
    const markdown = siteCompileOptions(context.siteConfig.markdown);
    const source = sourceKey(bytes, markdown);
    const key = cache.keyOfSource(source);
    if (key) return { key };
    const { text, format, comments } = await readMarkdownSource({ source: decodeMarkdownBytes(bytes, page.sourceFile), filePath: page.sourceFile, ...markdown });
    return { job: { text, format, comments }, source };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The llms plugin: after the build, a clean Markdown copy of every doc, post and Markdown page
 * next to its HTML (`/docs/a` → `/docs/a.md`), and `llms.txt` / `llms-full.txt` for the site and
 * each docs version (llmstxt.org). Copies are made from the source files (front matter and
 * imports dropped, MDX components made Markdown, links absolute); the same text in several
 * versions is converted once, in worker threads, and kept in `.folio/llms` between builds.
 */
export default function llmsPlugin(context: PluginContext, input?: LlmsOptionsInput): Plugin {
  const options = loadOptions(input);
  let pages: CopyPage[] = [];
  const fileToPermalink = new Map<string, string>();
  return {
    name: 'llms',
    contentLoaded({ actions }) {
      // The copy button fetches a page's copy: built sites have them, the development server does not.
      const data: LlmsGlobalData = { markdownCopies: options.markdownCopies && context.mode === 'production' };
      actions.setGlobalData(data);
    },
    routesLoaded({ routes, data }) {
      pages = selectCopyPages(routes, data);
      fileToPermalink.clear();
      for (const route of routes) if (route.sourceFile) fileToPermalink.set(path.resolve(route.sourceFile), route.permalink);
    },
    async postBuild({ writeFile }) {
      if (!options.markdownCopies && !options.llmsTxt) return;
      const cache = await openTemplateCache(path.join(context.cacheDir, 'llms'));
      const prepared = await Promise.all(pages.map((page) => prepare(page, context, cache)));
      const keys = prepared.map((p) => ('key' in p ? p.key : 'job' in p ? templateKey(p.job) : undefined));
      const misses = new Map<string, ConvertJob>();
      prepared.forEach((p, i) => {
        if (!('job' in p)) return;
        const key = keys[i]!;
        cache.setKeyOfSource(p.source, key);
        if (!misses.has(key) && !cache.get(key)) misses.set(key, p.job);
      });
      const outcomes = await convertAll([...misses.values()], context.cacheDir);
      const failed = new Map<string, string>();
      [...misses.keys()].forEach((key, i) => {
        const outcome = outcomes[i]!;
        if ('template' in outcome) cache.set(key, outcome.template);
        else failed.set(key, `${outcome.line ? `${outcome.line}:${outcome.column ?? 1}: ` : ''}${outcome.error}`);
      });
      const fill: FillContext = {
        origin: context.siteConfig.url.replace(/\/$/, ''),
        baseUrl: context.siteConfig.baseUrl,
        permalinkOfFile: (file) => fileToPermalink.get(file),
        readFile: readIfExists,
      };
      const copies = new Map<string, string>();
      const written: CopyPage[] = [];
      for (const [i, page] of pages.entries()) {
        const key = keys[i];
        const template: CopyTemplate | undefined = key ? cache.get(key) : undefined;
        const file = path.relative(context.siteDir, page.sourceFile);
        if (!template) {
          const outcome = prepared[i]!;
          const reason = ('problem' in outcome ? outcome.problem : failed.get(key!)) ?? 'unknown error';
          const placed = reason.includes(page.sourceFile) ? reason.replaceAll(page.sourceFile, file) : `${file}:${reason}`;
          context.logger.warn(`${placed}\n  No Markdown copy of ${page.permalink}: the file could not be read as Markdown (the page itself built; report this as a Folio bug if it shows fine).`);
          continue;
        }
        const filled = fillTemplate(template, page, fill);
        for (const problem of filled.problems) context.logger.warn(`${file}: the Markdown copy of ${page.permalink}: ${problem}.`);
        if (copies.has(page.path)) continue;
        copies.set(page.path, filled.markdown);
        written.push(page);
      }
      if (options.markdownCopies) await Promise.all(written.map((page) => writeFile(markdownCopyFile(page.path), copies.get(page.path)!)));
      const llmsFiles = options.llmsTxt
        ? buildLlmsFiles({
            site: { title: context.siteConfig.title, description: options.description ?? context.siteConfig.tagline ?? '', origin: fill.origin, baseUrl: fill.baseUrl },
            pages: written,
            copies,
            blog: options.blog,
            linkCopies: options.markdownCopies,
          })
        : [];
      await Promise.all(llmsFiles.map((file) => writeFile(file.path, file.content)));
      await cache.save();
      for (const line of describeOutput({ copies: options.markdownCopies ? [...copies.values()] : [], converted: misses.size - failed.size, llmsFiles })) context.logger.info(line);
    },
  };
}
