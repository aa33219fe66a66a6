import path from 'node:path';
import type { Plugin, PluginContext } from '@folio/core';
import { toUserError } from '@folio/core';
import { siteCompileOptions } from '@folio/markdown';
import type { CopiesJob } from './copies.ts';
import { llmsOptionsSchema, type LlmsGlobalData, type LlmsOptions, type LlmsOptionsInput } from './options.ts';
import { selectCopyPages, type CopyPage } from './pages.ts';
import { startCopies, type CopiesWork } from './pool.ts';
import { describeOutput } from './report.ts';
import { startTemplates } from './templates.ts';

export type { LlmsGlobalData, LlmsOptionsInput } from './options.ts';
export { markdownCopyFile } from './copy-path.ts';

function loadOptions(input: unknown): LlmsOptions {
  const result = llmsOptionsSchema.safeParse(input ?? {});
  if (!result.success) throw toUserError(result.error, 'site.config.ts', 'options of the llms plugin', input);
  return result.data;
}

/** Below this many pages, a worker thread for the copies costs more than it saves. */
const MIN_PAGES_FOR_COPIES_WORKER = 32;

/**
 * The llms plugin: after the build, a clean Markdown copy of every doc, post and Markdown page
 * next to its HTML (`/docs/a` → `/docs/a.md`), and `llms.txt` / `llms-full.txt` for the site and
 * each docs version (llmstxt.org). Copies are made from the source files (front matter and
 * imports dropped, MDX components made Markdown, links absolute); the same text in several
 * versions is converted once, in a worker thread that starts as soon as the routes are known
 * (while the build bundles and renders), and kept in `.folio/llms` between builds; the pages'
 * copies and llms.txt files are then made in another worker thread and kept there too, so a build
 * whose pages and files read are unchanged takes them as they are (see copies-store.ts). The
 * development server runs postBuild when one of these files is asked for, and converts then.
 */
export default function llmsPlugin(context: PluginContext, input?: LlmsOptionsInput): Plugin {
  const options = loadOptions(input);
  const wanted = options.markdownCopies || options.llmsTxt;
  let pages: CopyPage[] = [];
  let copies: CopiesWork | undefined;
  const fileToPermalink = new Map<string, string>();
  const copiesJob = (): Omit<CopiesJob, 'templates' | 'storeDir' | 'key'> => ({
    pages,
    siteDir: context.siteDir,
    site: { title: context.siteConfig.title, description: options.description ?? context.siteConfig.tagline ?? '', origin: context.siteUrl.origin, baseUrl: context.siteConfig.baseUrl },
    fileToPermalink: [...fileToPermalink],
    options: { markdownCopies: options.markdownCopies, llmsTxt: options.llmsTxt, blog: options.blog },
  });
  // What the templates are read with, besides the files themselves (see copiesKey).
  const keyInputs = () => ({ markdown: siteCompileOptions(context.siteConfig.markdown) });
  return {
    name: 'llms',
    contentLoaded({ actions }) {
      // The copy button fetches a page's copy: in the development server that would wait for the
      // post-build files (a render of the whole site), so the button is the built site's only.
      const data: LlmsGlobalData = { markdownCopies: options.markdownCopies && context.mode === 'production' };
      actions.setGlobalData(data);
    },
    routesLoaded({ routes, data }) {
      pages = selectCopyPages(routes, data);
      fileToPermalink.clear();
      for (const route of routes) if (route.sourceFile) fileToPermalink.set(path.resolve(route.sourceFile), route.permalink);
      copies = undefined;
      // A build makes the copies while it bundles and renders; the development server when it is asked for them.
      if (context.mode !== 'production' || !wanted) return;
      copies = startCopies(() => startTemplates(pages, context, true), copiesJob(), keyInputs(), context.cacheDir, pages.length >= MIN_PAGES_FOR_COPIES_WORKER);
    },
    async postBuild({ copyFile }) {
      if (!wanted) return;
      copies ??= startCopies(() => startTemplates(pages, context), copiesJob(), keyInputs(), context.cacheDir, false);
      copies.help();
      const { stored, converted, elapsedMs } = await copies.finish();
      for (const warning of stored.warnings) context.logger.warn(warning);
      await Promise.all(stored.files.map((file) => copyFile(file.path, file.from)));
      for (const line of describeOutput({ sizes: stored.sizes, converted, elapsedMs })) context.logger.info(line);
    },
  };
}
