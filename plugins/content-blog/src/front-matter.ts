import { formatIssue } from '@folio/core';
import { z } from 'zod';
import { authorFieldsSchema } from './authors.ts';
import { parseBlogDate } from './dates.ts';

/** A front matter author: a key of the authors file, or an inline author (optionally `key` + overrides). */
const frontMatterAuthorSchema = z.union([
  z.string().min(1),
  authorFieldsSchema
    .extend({ key: z.string().optional() })
    .refine((a) => a.key !== undefined || a.name !== undefined || a.image_url !== undefined || a.imageURL !== undefined, 'an inline author needs a key, a name or an image_url'),
]);

/** A front matter tag: a key of the tags file, a free label, or `{ label, permalink }`. */
const frontMatterTagSchema = z.union([
  z.string().min(1),
  z.object({ label: z.string(), permalink: z.string(), description: z.string().optional() }).strict(),
]);

/**
 * A post's front matter (Docusaurus's blog keys). Unknown keys are allowed: themes and plugins
 * may read their own.
 */
export const blogFrontMatterSchema = z
  .object({
    /** Title; defaults to the leading `# heading`, then the file name. */
    title: z.string().optional(),
    /** Meta description; defaults to the text before the truncate marker. */
    description: z.string().optional(),
    /** Path below the blog route: `/2024/05/name`. */
    slug: z.string().min(1).optional(),
    /** Publication date; defaults to the date in the file name. */
    date: z
      .union([z.string(), z.date()])
      .optional()
      .refine((value) => value === undefined || parseBlogDate(value) !== undefined, 'Expected a real day as YYYY-MM-DD (or with a time, YYYY-MM-DDTHH:mm)'),
    /** Keys into authors.yml or inline author objects. */
    authors: z.union([frontMatterAuthorSchema, z.array(frontMatterAuthorSchema)]).optional(),
    /** Keys into tags.yml or free labels. */
    tags: z.array(frontMatterTagSchema).optional(),
    /** Social card image (site path or URL). */
    image: z.string().optional(),
    /** Meta keywords. */
    keywords: z.array(z.string()).optional(),
    /** Left out of production builds. */
    draft: z.boolean().optional(),
    /** Built, but left out of lists, feeds, tags, the sitemap and search engines. */
    unlisted: z.boolean().optional(),
    /** Hide the table of contents of the post. */
    hide_table_of_contents: z.boolean().optional(),
    /** Lowest heading level in the table of contents. */
    toc_min_heading_level: z.number().int().min(2).max(6).optional(),
    /** Highest heading level in the table of contents. */
    toc_max_heading_level: z.number().int().min(2).max(6).optional(),
    /** Label in the blog sidebar (defaults to the title). */
    sidebar_label: z.string().optional(),
    /** Legacy single-author keys. */
    author: z.string().optional(),
    author_title: z.string().optional(),
    author_url: z.string().optional(),
    author_image_url: z.string().optional(),
  })
  .passthrough();

/** Validated front matter of a post. */
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/** One front matter problem, with the key path it concerns (for positioning). */
export interface FrontMatterIssue {
  path: (string | number)[];
  message: string;
}

/** Validates front matter; returns the typed value or every problem as `key: message`. */
export function validateBlogFrontMatter(data: Record<string, unknown>): { value: BlogFrontMatter; issues?: undefined } | { value?: undefined; issues: FrontMatterIssue[] } {
  const result = blogFrontMatterSchema.safeParse(data);
  if (result.success) return { value: result.data };
  return { issues: result.error.issues.map((issue) => ({ path: issue.path, message: formatIssue(issue, data) })) };
}
