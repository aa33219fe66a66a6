import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { PluginContext } from '@folio/core';
import { frontMatterBody, MarkdownError, parseFrontMatter, siteCompileOptions, type CompileCache, type CompiledMarkdown, type CompileInput } from '@folio/markdown';
import type { Pluggable } from 'unified';
import { resolvePostAuthors, type AuthorsMap } from './authors.ts';
import { formatBlogDate, parseBlogDate } from './dates.ts';
import { parseBlogFileName } from './file-name.ts';
import { validateBlogFrontMatter, type BlogFrontMatter } from './front-matter.ts';
import type { BlogOptions } from './options.ts';
import { joinPath } from './paginate.ts';
import { defaultReadingTime } from './reading-time.ts';
import { reportWithSeverity, siteRelative } from './report.ts';
import { resolvePostTags, type TagDefinition } from './tags.ts';
import type { BlogPost } from './types.ts';
import type { LoadedFile } from './load-meta.ts';
import { frontMatterYaml, parsePositionedYaml, type Place, type PositionedYaml } from './yaml.ts';

/** What loading one post needs besides its file. */
export interface PostLoadEnv {
  context: Pick<PluginContext, 'siteDir' | 'mode' | 'siteConfig' | 'createModule' | 'report' | 'logger' | 'staticImageSizes' | 'compiler'>;
  options: BlogOptions;
  blogDir: string;
  authors: LoadedFile<AuthorsMap>;
  tags: LoadedFile<Record<string, TagDefinition>>;
  cache: CompileCache;
}

/** A post, with the compile results the blog loader still needs (links, source positions). */
export interface LoadedPost {
  post: BlogPost;
  compiled: CompiledMarkdown;
  /** Where `slug:` sits, for duplicate-permalink errors (found only then: it parses the front matter again, with positions). */
  slugPlace?: (() => Place) | undefined;
}

/** The description of last resort: the first paragraph's text, cut near 300 characters. */
function firstText(compiled: CompiledMarkdown): string {
  const text = compiled.excerpt?.text || compiled.sections.find((s) => s.text)?.text || '';
  return text.length > 300 ? `${text.slice(0, 300).replace(/\s+\S*$/, '')}…` : text;
}

/** A post file as read, before compiling. */
export interface PostSource {
  relativePath: string;
  file: string;
  source: string;
}

/** How a post compiles: its TOC levels (front matter or site) and the site's and blog's Markdown transforms. */
export function postCompileInput({ file, source }: PostSource, env: Pick<PostLoadEnv, 'context' | 'options'>): CompileInput {
  const toc = env.context.siteConfig.themeConfig.tableOfContents;
  let data: Record<string, unknown> = {};
  try {
    // Most posts set no TOC levels: their front matter need not be parsed here.
    if (frontMatterYaml(source).includes('toc_')) data = parseFrontMatter(source, file).data;
  } catch {
    // The compile reports the same front matter error, with its place.
  }
  return {
    source,
    filePath: file,
    ...siteCompileOptions(env.context.siteConfig.markdown),
    tocMinLevel: typeof data.toc_min_heading_level === 'number' ? data.toc_min_heading_level : toc.minHeadingLevel,
    tocMaxLevel: typeof data.toc_max_heading_level === 'number' ? data.toc_max_heading_level : toc.maxHeadingLevel,
    remarkPlugins: [...(env.context.siteConfig.markdown.remarkPlugins as Pluggable[]), ...env.options.remarkPlugins],
    rehypePlugins: [...(env.context.siteConfig.markdown.rehypePlugins as Pluggable[]), ...env.options.rehypePlugins],
    beforeDefaultRemarkPlugins: env.options.beforeDefaultRemarkPlugins,
    beforeDefaultRehypePlugins: env.options.beforeDefaultRehypePlugins,
  };
}

/** Validates one compiled post; reports every problem and returns undefined if it cannot be used. */
export async function loadPost({ relativePath, file, source }: PostSource, outcome: PromiseSettledResult<CompiledMarkdown>, env: PostLoadEnv): Promise<LoadedPost | undefined> {
  const { context, options, blogDir } = env;
  if (outcome.status === 'rejected') {
    if (!(outcome.reason instanceof MarkdownError)) throw outcome.reason;
    const error = outcome.reason;
    context.report({ severity: 'error', file, line: error.line, column: error.column, message: error.reason, codeFrame: error.codeFrame });
    return undefined;
  }
  const compiled = outcome.value;
  for (const m of compiled.messages) context.report({ severity: 'warning', file, line: m.line, column: m.column, message: m.reason });

  // Positions are only needed to report a problem: the front matter is parsed with them on demand.
  let yaml: PositionedYaml | undefined;
  const at = (p: (string | number)[]) => (yaml ??= parsePositionedYaml(frontMatterYaml(source), 1)).locate(p) ?? { line: 1, column: 1 };
  const validated = validateBlogFrontMatter(compiled.frontMatter);
  if (!validated.value) {
    for (const issue of validated.issues) context.report({ severity: 'error', file, ...at(issue.path), message: `Invalid front matter: ${issue.message}` });
    return undefined;
  }
  const fm: BlogFrontMatter = validated.value;
  if (fm.draft && context.mode === 'production') return undefined;

  const fileName = parseBlogFileName(relativePath.split(path.sep).join('/'));
  const fileDate = fileName.dateText === undefined ? undefined : parseBlogDate(fileName.dateText);
  if (fm.date === undefined && fileName.dateText !== undefined && !fileDate) {
    context.report({ severity: 'error', file, message: `Invalid date "${fileName.dateText}" in the file name. Name posts YYYY-MM-DD-name.md with a real day, or set "date" in the front matter.` });
    return undefined;
  }
  const date = (fm.date === undefined ? undefined : parseBlogDate(fm.date)) ?? fileDate ?? (await stat(file)).mtime;

  const route = joinPath(options.routeBasePath);
  const { authors, unknownKeys, inlineCount } = resolvePostAuthors(fm, env.authors.value, joinPath(route, options.authorsBasePath));
  if (!env.authors.failed) {
    const known = Object.keys(env.authors.value ?? {});
    const where = env.authors.file ? siteRelative(context.siteDir, env.authors.file) : `${siteRelative(context.siteDir, blogDir)}/${options.authorsMapPath}`;
    for (const { key, index } of unknownKeys) {
      const hint = known.length ? `Known keys: ${known.join(', ')}.` : `That file does not exist or lists no authors.`;
      context.report({ severity: 'error', file, ...at(index === undefined ? ['authors'] : ['authors', index]), message: `Unknown author key "${key}": it is not in ${where}. ${hint}` });
    }
  }
  if (unknownKeys.length) return undefined;
  if (inlineCount && env.authors.value) {
    reportWithSeverity(context, options.onInlineAuthors, { file, ...at(['authors']), message: `Inline author${inlineCount > 1 ? 's' : ''} found; declare ${inlineCount > 1 ? 'them' : 'it'} in ${siteRelative(context.siteDir, env.authors.file!)} and use the key (option onInlineAuthors).` });
  }

  const { tags, inline } = resolvePostTags(fm.tags, env.tags.value, joinPath(route, options.tagsBasePath));
  if (inline.length && env.tags.value) {
    reportWithSeverity(context, options.onInlineTags, { file, ...at(['tags']), message: `Tags not in ${siteRelative(context.siteDir, env.tags.file!)}: ${inline.map((t) => `"${t}"`).join(', ')}. Add them there or fix the keys (option onInlineTags).` });
  }
  if (!compiled.excerpt) {
    reportWithSeverity(context, options.onUntruncatedBlogPosts, { file, message: 'This post has no truncate marker (<!-- truncate --> in .md, {/* truncate */} in .mdx), so list pages show all of it (option onUntruncatedBlogPosts).' });
  }

  const body = frontMatterBody(source);
  const readingTime = options.showReadingTime
    ? options.readingTime
      ? options.readingTime({ content: body, frontMatter: compiled.frontMatter, defaultReadingTime })
      : defaultReadingTime({ content: body })
    : undefined;
  const permalink = joinPath(route, fm.slug ?? fileName.slug);
  const title = fm.title ?? compiled.contentTitle ?? fileName.text;
  const blogPath = siteRelative(blogDir, file);
  const editUrl =
    typeof options.editUrl === 'function'
      ? options.editUrl({ blogDirPath: siteRelative(context.siteDir, blogDir), blogPath, permalink, locale: context.siteConfig.i18n.defaultLocale })
      : options.editUrl
        ? `${options.editUrl.replace(/\/$/, '')}/${siteRelative(context.siteDir, file)}`
        : undefined;
  const contentModule = context.createModule(compiled.code, '.jsx', file);
  const images = await context.staticImageSizes(compiled.images.map((image) => image.url));
  return {
    compiled,
    slugPlace: fm.slug === undefined ? undefined : () => at(['slug']),
    post: {
      metadata: {
        permalink,
        title,
        description: fm.description ?? firstText(compiled),
        date: date.toISOString(),
        formattedDate: formatBlogDate(date, context.siteConfig.i18n.defaultLocale),
        readingTime,
        authors,
        tags: tags.map(({ inline: _inline, ...tag }) => tag),
        truncated: compiled.excerpt !== undefined,
        unlisted: fm.unlisted ?? false,
        draft: fm.draft ?? false,
        editUrl,
        links: {},
        images: Object.keys(images).length > 0 ? images : undefined,
      },
      source: file,
      contentModule,
      excerptModule: compiled.excerpt ? context.createModule(compiled.excerpt.code, '.jsx', file) : contentModule,
      toc: compiled.toc,
      hideTableOfContents: fm.hide_table_of_contents ?? false,
      titleFromContent: fm.title === undefined && compiled.contentTitle !== undefined,
      sidebarLabel: fm.sidebar_label ?? title,
      image: fm.image,
      keywords: fm.keywords,
    },
  };
}
