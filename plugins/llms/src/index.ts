import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginContext } from '@folio/core';
import { toUserError } from '@folio/core';
import { markdownCopyFile } from './copy-path.ts';
import { fillTemplate, type FillContext } from './fill.ts';
import { buildLlmsFiles } from './llms-txt.ts';
import { llmsOptionsSchema, type LlmsGlobalData, type LlmsOptions, type LlmsOptionsInput } from './options.ts';
import { selectCopyPages, type CopyPage } from './pages.ts';
import { describeOutput } from './report.ts';
import { startTemplates, type TemplateWork } from './templates.ts';

export type { LlmsGlobalData, LlmsOptionsInput } from './options.ts';
export { markdownCopyFile } from './copy-path.ts';

function loadOptions(input: unknown): LlmsOptions {
  const result = llmsOptionsSchema.safeParse(input ?? {});
  if (!result.success) throw toUserError(result.error, 'site.config.ts', 'options of the llms plugin', input);
  return result.data;
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
 * versions is converted once, in a worker thread that starts as soon as the routes are known
 * (while the build bundles and renders), and kept in `.folio/llms` between builds. The
 * development server runs postBuild when one of these files is asked for, and converts then.
 */
export default function llmsPlugin(context: PluginContext, input?: LlmsOptionsInput): Plugin {
  const options = loadOptions(input);
  const wanted = options.markdownCopies || options.llmsTxt;
  let pages: CopyPage[] = [];
  let work: TemplateWork | undefined;
  const fileToPermalink = new Map<string, string>();
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
      // A build makes the copies while it bundles and renders; the development server when it is asked for them.
      work = context.mode === 'production' && wanted ? startTemplates(pages, context) : undefined;
    },
    async postBuild({ writeFile }) {
      work ??= wanted ? startTemplates(pages, context) : undefined;
      if (!work) return;
      const { templates, converted, elapsedMs } = await work.finish();
      const fill: FillContext = {
        origin: context.siteUrl.origin,
        baseUrl: context.siteConfig.baseUrl,
        permalinkOfFile: (file) => fileToPermalink.get(file),
        readFile: readIfExists,
      };
      const copies = new Map<string, string>();
      const written: CopyPage[] = [];
      for (const [i, page] of pages.entries()) {
        const template = templates[i]!;
        const file = path.relative(context.siteDir, page.sourceFile);
        if ('problem' in template) {
          const reason = template.problem;
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
      for (const line of describeOutput({ copies: options.markdownCopies ? [...copies.values()] : [], converted, elapsedMs, llmsFiles })) context.logger.info(line);
    },
  };
}
