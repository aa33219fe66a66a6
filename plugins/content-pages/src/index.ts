import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { placeIssues, toUserError, type Plugin, type PluginContext, type RouteConfig } from '@folio/core';
import { createCompileCache, decodeMarkdownBytes, frontMatterYaml, MarkdownError, siteCompileOptions } from '@folio/markdown';
import type { Pluggable } from 'unified';
import { pageFrontMatterSchema, pagesOptionsSchema, type PagesOptions, type PagesOptionsInput } from './options.ts';
import { isPageFile, pagePathOf, titleFromFileName } from './routes.ts';

export { pagesOptionsSchema, type PagesOptionsInput } from './options.ts';

interface LoadedPage {
  route: RouteConfig;
}

/** Turns `content/pages/*.tsx|md|mdx` into routes: React pages as they are, Markdown compiled. */
export default function pagesPlugin(context: PluginContext, input: PagesOptionsInput = {}): Plugin<LoadedPage[]> {
  const parsed = pagesOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) throw toUserError(parsed.error, context.configFile, 'options of the content-pages plugin', input);
  const options: PagesOptions = parsed.data;
  const dir = path.resolve(context.siteDir, options.path);
  const cache = createCompileCache(path.join(context.cacheDir, 'markdown'), { memory: context.mode === 'development' });
  /** Sizes of a page's site-path images in the static folders; undefined when it has none. */
  const imageSizes = async (images: readonly { url: string }[]) => {
    const sizes = await context.staticImageSizes(images.map((image) => image.url));
    return Object.keys(sizes).length > 0 ? sizes : undefined;
  };
  return {
    name: 'content-pages',
    watchPaths: () => [dir],
    async loadContent() {
      if (!existsSync(dir)) return [];
      const files = (await readdir(dir, { recursive: true }))
        .map((f) => f.split(path.sep).join('/'))
        .filter(isPageFile)
        .sort();
      const pages: LoadedPage[] = [];
      const markdown: { relative: string; file: string; source: string }[] = [];
      for (const relative of files) {
        const file = path.join(dir, relative);
        if (!/\.mdx?$/.test(relative)) {
          pages.push({ route: { path: pagePathOf(relative), component: file, sourceFile: file } });
          continue;
        }
        try {
          markdown.push({ relative, file, source: decodeMarkdownBytes(await readFile(file), file) });
        } catch (error) {
          if (!(error instanceof MarkdownError)) throw error;
          context.report({ severity: 'error', file, line: error.line, column: error.column, message: error.reason, codeFrame: error.codeFrame });
        }
      }
      const outcomes = await context.compiler.compile(
        markdown.map(({ file, source }) => ({
          source,
          filePath: file,
          ...siteCompileOptions(context.siteConfig.markdown),
          remarkPlugins: [...(context.siteConfig.markdown.remarkPlugins as Pluggable[]), ...options.remarkPlugins],
          rehypePlugins: [...(context.siteConfig.markdown.rehypePlugins as Pluggable[]), ...options.rehypePlugins],
          beforeDefaultRemarkPlugins: options.beforeDefaultRemarkPlugins,
          beforeDefaultRehypePlugins: options.beforeDefaultRehypePlugins,
        })),
        { cache },
      );
      for (const [index, { relative, file, source }] of markdown.entries()) {
        const outcome = outcomes[index]!;
        if (outcome.status === 'rejected') {
          if (!(outcome.reason instanceof MarkdownError)) throw outcome.reason;
          const error = outcome.reason;
          context.report({ severity: 'error', file, line: error.line, column: error.column, message: error.reason, codeFrame: error.codeFrame });
          continue;
        }
        const compiled = outcome.value;
        for (const m of compiled.messages) context.report({ severity: 'warning', file, line: m.line, column: m.column, message: m.reason });
        const checked = pageFrontMatterSchema.safeParse(compiled.frontMatter);
        if (!checked.success) {
          for (const issue of placeIssues(checked.error, compiled.frontMatter, frontMatterYaml(source), 1)) context.report({ severity: 'error', file, line: issue.line, column: issue.column, message: `Invalid front matter: ${issue.message}` });
          continue;
        }
        const fm = checked.data;
        const title = fm.title ?? compiled.contentTitle ?? titleFromFileName(relative);
        pages.push({
          route: {
            path: pagePathOf(relative),
            component: '@theme/MDXPage',
            content: context.createModule(compiled.code, '.jsx', file),
            props: { title: compiled.contentTitle ? undefined : title, hideTitle: fm.hide_title ?? false, wrapperClassName: fm.wrapperClassName, images: await imageSizes(compiled.images) },
            head: { title, description: fm.description, image: fm.image, keywords: fm.keywords },
            sourceFile: file,
          },
        });
      }
      // Routes in file order, whatever compiled first.
      pages.sort((a, b) => (a.route.sourceFile! < b.route.sourceFile! ? -1 : a.route.sourceFile! > b.route.sourceFile! ? 1 : 0));
      return pages;
    },
    contentLoaded({ content, actions }) {
      for (const page of content) actions.addRoute(page.route);
    },
  };
}
