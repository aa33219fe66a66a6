import { pluggableSchema, severitySchema, toUserError } from '@folio/core';
import { z } from 'zod';


/** A folder name inside the blog's route base: `tags`, `authors`, `archive`, `page`. */
const segment = z.string().regex(/^[^/?#]+$/, 'a single path segment without "/"');

const feedType = z.enum(['rss', 'atom', 'json']);

/** Feed options, as in Docusaurus. */
const feedOptionsSchema = z
  .object({
    /** Which feeds to write: one type, several, `'all'`, or `null` for none. */
    type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()]).default(['rss', 'atom']),
    /** Feed title; defaults to the site title. */
    title: z.string().optional(),
    /** Feed description; defaults to `<site title> Blog`. */
    description: z.string().optional(),
    /** Copyright line of the feeds. */
    copyright: z.string().optional(),
    /** Language code of the feeds; defaults to the site's default locale. */
    language: z.string().optional(),
    /** Newest posts per feed; `false` or `null` for all of them. */
    limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
  })
  .strict();

/** The edit link of a post: a base URL, or a function of the post's paths. */
const editUrlSchema = z.union([
  z.string().url(),
  z.function().args(z.object({ blogDirPath: z.string(), blogPath: z.string(), permalink: z.string(), locale: z.string() })).returns(z.string().optional()),
]);

/** A custom reading-time function: `({ content, frontMatter, defaultReadingTime }) => minutes`. */
export type ReadingTimeFunction = (args: {
  content: string;
  frontMatter: Record<string, unknown>;
  defaultReadingTime: (args: { content: string; options?: { wordsPerMinute?: number } }) => number;
}) => number | undefined;

/** Options of the blog plugin; names and defaults follow Docusaurus's blog plugin. */
export const blogOptionsSchema = z
  .object({
    /** Plugin instance id, for sites with several blogs. */
    id: z.string().regex(/^[\w-]+$/).default('default'),
    /** Folder of posts, relative to the site folder. */
    path: z.string().default('blog'),
    /** URL path of the blog, without slashes at the ends (`blog`; `''` for a blog-only site). */
    routeBasePath: z.string().default('blog'),
    /** Segment of tag pages under the blog. */
    tagsBasePath: segment.default('tags'),
    /** Segment of author pages under the blog. */
    authorsBasePath: segment.default('authors'),
    /** Segment of the archive page; `null` for no archive. */
    archiveBasePath: segment.nullable().default('archive'),
    /** Segment of list pages beyond the first (`/blog/page/2`). */
    pageBasePath: segment.default('page'),
    /** Posts per list, tag and author page; `'ALL'` for one page. */
    postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
    /** Title of the list pages. */
    blogTitle: z.string().default('Blog'),
    /** Description of the list pages. */
    blogDescription: z.string().default('Blog'),
    /** Posts in the blog sidebar; `'ALL'` for every post, 0 for no sidebar. */
    blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default('ALL'),
    /** Heading of the blog sidebar. */
    blogSidebarTitle: z.string().default('All posts'),
    /** Show "N min read" on posts. */
    showReadingTime: z.boolean().default(true),
    /** Replaces the default reading time (300 words a minute). */
    readingTime: z.custom<ReadingTimeFunction>((v) => typeof v === 'function', 'a function').optional(),
    /** Authors file, relative to the blog folder. */
    authorsMapPath: z.string().default('authors.yml'),
    /** Tags file, relative to the blog folder; `false`/`null` for none. Default: `tags.yml` if present. */
    tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
    /** Tags in front matter that are not keys of the tags file. */
    onInlineTags: severitySchema.default('warn'),
    /** Authors written inline in front matter instead of as keys of the authors file. */
    onInlineAuthors: severitySchema.default('warn'),
    /** Posts without a truncate marker (their whole text shows on list pages). */
    onUntruncatedBlogPosts: severitySchema.default('warn'),
    /** Newest first (default) or oldest first. */
    sortPosts: z.enum(['descending', 'ascending']).default('descending'),
    /** Base URL of the "Edit this page" link, or a function returning it. */
    editUrl: editUrlSchema.optional(),
    /** RSS, Atom and JSON feeds. */
    feedOptions: feedOptionsSchema.default({}),
    remarkPlugins: z.array(pluggableSchema).default([]),
    rehypePlugins: z.array(pluggableSchema).default([]),
    beforeDefaultRemarkPlugins: z.array(pluggableSchema).default([]),
    beforeDefaultRehypePlugins: z.array(pluggableSchema).default([]),
  })
  .strict();

/** Options as a site writes them. */
export type BlogOptionsInput = z.input<typeof blogOptionsSchema>;
/** Options with every default filled in. */
export type BlogOptions = z.output<typeof blogOptionsSchema>;
/** One feed format. */
export type FeedType = z.infer<typeof feedType>;

/** Validates the plugin options; throws a user error naming site.config.ts and every bad key. */
export function validateBlogOptions(input: unknown, file = 'site.config.ts'): BlogOptions {
  const result = blogOptionsSchema.safeParse(input ?? {});
  if (!result.success) throw toUserError(result.error, file, 'content-blog plugin options', input);
  return result.data;
}

/** The feed types an option value asks for, in a fixed order. */
export function getFeedTypes(type: BlogOptions['feedOptions']['type']): FeedType[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  const list = Array.isArray(type) ? type : [type];
  return (['rss', 'atom', 'json'] as const).filter((t) => list.includes(t));
}
