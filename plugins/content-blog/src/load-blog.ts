import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { limitedReadFile as readFile } from '@folio/core';
import { createCompileCache } from '@folio/markdown';
import { resolveFileAuthors } from './authors.ts';
import { isBlogPostFile } from './file-name.ts';
import { resolveMarkdownLinks } from './links.ts';
import { joinPath } from './paginate.ts';
import { loadAuthorsFile, loadTagsFile } from './load-meta.ts';
import { loadPost, postCompileInput, type LoadedPost, type PostLoadEnv, type PostSource } from './load-post.ts';
import { reportWithSeverity, siteRelative } from './report.ts';
import type { BlogContent } from './types.ts';

/** Post files of the blog folder, relative, with `/`, sorted. */
export async function listPostFiles(blogDir: string): Promise<string[]> {
  const entries = await readdir(blogDir, { recursive: true });
  return entries
    .map((f) => f.split(path.sep).join('/'))
    .filter(isBlogPostFile)
    .sort();
}

/** Newest first; same-day posts by permalink, so the order never depends on the file system. */
function byDateDescending(a: LoadedPost, b: LoadedPost): number {
  return b.post.metadata.date.localeCompare(a.post.metadata.date) || a.post.metadata.permalink.localeCompare(b.post.metadata.permalink);
}

/**
 * Loads the whole blog: authors and tags files, then every post (compiled through the cache),
 * then the checks that need all posts (duplicate permalinks, links between posts).
 */
export async function loadBlog(env: Omit<PostLoadEnv, 'authors' | 'tags' | 'cache'> & { cacheDir: string }): Promise<BlogContent> {
  const { context, options, blogDir } = env;
  if (!existsSync(blogDir)) {
    context.logger.warn(`The blog folder ${siteRelative(context.siteDir, blogDir)} does not exist; the blog is empty.`);
    return { posts: [], authors: [] };
  }
  const [authors, tags, files] = await Promise.all([
    loadAuthorsFile(blogDir, options.authorsMapPath, context),
    loadTagsFile(blogDir, options.tags, context),
    listPostFiles(blogDir),
  ]);
  const postEnv: PostLoadEnv = { ...env, authors, tags, cache: createCompileCache(path.join(env.cacheDir, 'markdown'), { memory: context.mode === 'development' }) };
  const sources: PostSource[] = await Promise.all(files.map(async (relativePath) => {
    const file = path.join(blogDir, relativePath);
    return { relativePath, file, source: await readFile(file, 'utf8') };
  }));
  // Every post at once, so cache misses compile in parallel across the CPU cores.
  const outcomes = await context.compiler.compile(sources.map((source) => postCompileInput(source, postEnv)), { cache: postEnv.cache });
  const loaded = (await Promise.all(sources.map((source, i) => loadPost(source, outcomes[i]!, postEnv)))).filter((p): p is LoadedPost => p !== undefined);

  const bySlug = new Map<string, LoadedPost>();
  const unique: LoadedPost[] = [];
  for (const item of loaded) {
    const first = bySlug.get(item.post.metadata.permalink);
    if (!first) {
      bySlug.set(item.post.metadata.permalink, item);
      unique.push(item);
      continue;
    }
    context.report({
      severity: 'error',
      file: item.post.source,
      ...item.slugPlace?.(),
      message: `Duplicate blog post URL ${item.post.metadata.permalink}: ${siteRelative(context.siteDir, first.post.source)} has it too. Give one of them another slug.`,
    });
  }

  const permalinkOfSource = new Map(unique.map((p) => [p.post.source, p.post.metadata.permalink]));
  for (const { post, compiled } of unique) {
    const { links, broken } = resolveMarkdownLinks(compiled.links, post.source, { blogDir, siteDir: context.siteDir }, permalinkOfSource);
    post.metadata.links = links;
    for (const link of broken) {
      reportWithSeverity(context, context.siteConfig.markdown.hooks.onBrokenMarkdownLinks ?? context.siteConfig.onBrokenMarkdownLinks, { file: post.source, line: link.line, column: link.column, message: `Markdown link "${link.url}" points to no blog post.` });
    }
  }
  const sorted = unique.sort(byDateDescending);
  if (options.sortPosts === 'ascending') sorted.reverse();
  return { posts: sorted.map((p) => p.post), authors: resolveFileAuthors(authors.value, joinPath(options.routeBasePath, options.authorsBasePath)) };
}
