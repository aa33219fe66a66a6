import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { placeIssues, type PluginContext, type StaticImageSize } from '@folio/core';
import { decodeMarkdownBytes, frontMatterYaml, MarkdownError, siteCompileOptions, type CompileCache, type CompiledMarkdown, type TocItem } from '@folio/markdown';
import type { Pluggable } from 'unified';
import { docFrontMatterSchema, type DocFrontMatter } from './frontmatter.ts';
import { docIdOf, docSlugOf, joinPermalink, kebabCase, splitSourcePath } from './ids.ts';
import type { DocsOptions } from './options.ts';
import { COMPILE_TOC_LEVELS, docTocLevels, filterToc } from './toc.ts';
import type { VersionInfo } from './versions.ts';

/** One doc after loading: metadata, compiled module and what the link and search steps need. */
export interface LoadedDoc {
  id: string;
  version: string;
  /** Absolute source file. */
  source: string;
  /** Path inside the version folder, `/`-separated. */
  relativePath: string;
  slug: string;
  permalink: string;
  title: string;
  description?: string | undefined;
  frontMatter: DocFrontMatter;
  compiled: Pick<CompiledMarkdown, 'headingIds' | 'links' | 'images' | 'contentTitle'>;
  /** Intrinsic sizes of its site-path images found in the static folders, by src as written. */
  images: Record<string, StaticImageSize>;
  /** The doc's table of contents: its front matter levels, else the site's. */
  toc: TocItem[];
  /** Compiled module in the module store. */
  contentModule: string;
  /** `draft: true` in a production build (drafts are ordinary docs in development, as in Docusaurus). */
  draft: boolean;
  /** `unlisted: true` in a production build (ignored in development, as in Docusaurus). */
  unlisted: boolean;
  tags: { label: string; permalink: string }[];
}

/** Every Markdown file of a version folder, skipping partials (`_x`) and hidden files. Sorted. */
export async function listDocFiles(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  return entries
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => /\.mdx?$/.test(entry) && !entry.split('/').some((part) => part.startsWith('_') || part.startsWith('.')))
    .sort();
}


function titleFromFileName(relativePath: string): string {
  const { base } = splitSourcePath(relativePath);
  return base.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Reads, validates and compiles every doc of one version. Problems are reported with positions. */
export async function loadVersionDocs(args: { context: PluginContext; options: DocsOptions; version: VersionInfo; cache: CompileCache }): Promise<LoadedDoc[]> {
  const { context, options, version, cache } = args;
  const dir = path.resolve(context.siteDir, version.contentPath);
  const files = await listDocFiles(dir);
  const { markdown } = context.siteConfig;
  const docs: LoadedDoc[] = [];
  const siteToc = context.siteConfig.themeConfig.tableOfContents;
  const production = context.mode === 'production';
  // Read every file first, so the compile can spread the cache misses over the CPU cores.
  const read = await Promise.all(
    files.map(async (relativePath) => {
      const source = path.join(dir, relativePath);
      try {
        return { relativePath, source, text: decodeMarkdownBytes(await readFile(source), source) };
      } catch (error) {
        if (!(error instanceof MarkdownError)) throw error;
        context.report({ severity: 'error', file: source, line: error.line, column: error.column, message: error.reason, codeFrame: error.codeFrame });
        return undefined;
      }
    }),
  );
  const readable = read.filter((file) => file !== undefined);
  const outcomes = await context.compiler.compile(
    readable.map(({ source, text }) => ({
      source: text,
      filePath: source,
      ...siteCompileOptions(markdown),
      // Every level, so each doc's own range can be cut from it below.
      tocMinLevel: COMPILE_TOC_LEVELS.min,
      tocMaxLevel: COMPILE_TOC_LEVELS.max,
      remarkPlugins: [...(markdown.remarkPlugins as Pluggable[]), ...options.remarkPlugins],
      rehypePlugins: [...(markdown.rehypePlugins as Pluggable[]), ...options.rehypePlugins],
      beforeDefaultRemarkPlugins: options.beforeDefaultRemarkPlugins,
      beforeDefaultRehypePlugins: options.beforeDefaultRehypePlugins,
    })),
    { cache },
  );
  for (const [index, { relativePath, source, text }] of readable.entries()) {
    const report = (line: number | undefined, column: number | undefined, message: string, codeFrame?: string) =>
      context.report({ severity: 'error', file: source, line, column, message, codeFrame });
    const outcome = outcomes[index]!;
    if (outcome.status === 'rejected') {
      if (!(outcome.reason instanceof MarkdownError)) throw outcome.reason;
      report(outcome.reason.line, outcome.reason.column, outcome.reason.reason, outcome.reason.codeFrame);
      continue;
    }
    const compiled = outcome.value;
    for (const m of compiled.messages) context.report({ severity: 'warning', file: source, line: m.line, column: m.column, message: m.reason });
    const parsed = docFrontMatterSchema.safeParse(compiled.frontMatter);
    if (!parsed.success) {
      for (const issue of placeIssues(parsed.error, compiled.frontMatter, frontMatterYaml(text), 1)) report(issue.line, issue.column, `Invalid front matter: ${issue.message}`);
      continue;
    }
    const frontMatter = parsed.data;
    const slug = docSlugOf(relativePath, frontMatter.slug, frontMatter.id);
    const tagsPath = `${version.path}/${options.tagsBasePath}`;
    docs.push({
      id: docIdOf(relativePath, frontMatter.id),
      version: version.name,
      source,
      relativePath,
      slug,
      permalink: joinPermalink(version.path, slug),
      title: frontMatter.title ?? compiled.contentTitle ?? titleFromFileName(relativePath),
      description: frontMatter.description,
      frontMatter,
      compiled: { headingIds: compiled.headingIds, links: compiled.links, images: compiled.images, contentTitle: compiled.contentTitle },
      images: await context.staticImageSizes(compiled.images.map((image) => image.url)),
      toc: filterToc(compiled.toc, docTocLevels(frontMatter, siteToc)),
      contentModule: context.createModule(compiled.code, '.jsx', source),
      draft: production && frontMatter.draft === true,
      unlisted: production && frontMatter.unlisted === true,
      tags: (frontMatter.tags ?? []).map((tag) => {
        const label = typeof tag === 'string' ? tag : tag.label;
        const own = typeof tag === 'string' ? undefined : tag.permalink;
        return { label, permalink: `${tagsPath}/${(own ?? kebabCase(label)).replace(/^\//, '')}` };
      }),
    });
  }
  return docs.sort((a, b) => a.relativePath.localeCompare(b.relativePath));
}
