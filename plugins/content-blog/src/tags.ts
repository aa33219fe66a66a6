import { z } from 'zod';
import { kebabCase } from './kebab-case.ts';
import { joinPath } from './paginate.ts';

/** `tags.yml`: tag key → label, description and permalink, each optional (Docusaurus format). */
export const tagsFileSchema = z.record(
  z.string(),
  z
    .object({
      /** Shown on posts and tag pages; defaults to the capitalised key. */
      label: z.string().optional(),
      /** Shown on the tag page and in its meta description. */
      description: z.string().optional(),
      /** Path of the tag page below the tags route; defaults to the kebab-cased key. */
      permalink: z.string().optional(),
    })
    .strict()
    .nullable(),
);

/** One tag of the tags file, normalised. */
export interface TagDefinition {
  label: string;
  description?: string | undefined;
  /** Slug below the tags route: `e-bpf`. */
  permalink: string;
}

/** A tag of a post, resolved to its page. */
export interface BlogTag {
  label: string;
  /** Route path of the tag page: `/blog/tags/e-bpf`. */
  permalink: string;
  description?: string | undefined;
  /** True when the tag was written in the post instead of taken from the tags file. */
  inline: boolean;
}

/** A tag as front matter may give it: a key or label, or an inline object. */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string | undefined };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * Fills in defaults as Docusaurus does: label = capitalised key, permalink = kebab-case of the
 * given permalink or of the key. Also lists permalinks claimed by several keys.
 */
export function normalizeTagsFile(data: z.infer<typeof tagsFileSchema>): { tags: Record<string, TagDefinition>; duplicates: { permalink: string; keys: string[] }[] } {
  const tags: Record<string, TagDefinition> = {};
  const byPermalink = new Map<string, string[]>();
  for (const [key, value] of Object.entries(data)) {
    const permalink = kebabCase(value?.permalink ?? '') || kebabCase(key);
    tags[key] = { label: value?.label || capitalize(key), description: value?.description, permalink };
    byPermalink.set(permalink, [...(byPermalink.get(permalink) ?? []), key]);
  }
  const duplicates = [...byPermalink].filter(([, keys]) => keys.length > 1).map(([permalink, keys]) => ({ permalink, keys }));
  return { tags, duplicates };
}

/**
 * Resolves a post's front matter tags: keys of the tags file take its label and permalink; other
 * strings are inline labels whose slug is their kebab-case. Duplicates (same page) are dropped.
 * `inline` lists the inline labels, for the `onInlineTags` check.
 */
export function resolvePostTags(frontMatterTags: readonly FrontMatterTag[] | undefined, tagsFile: Record<string, TagDefinition> | undefined, tagsRoute: string): { tags: BlogTag[]; inline: string[] } {
  const tags: BlogTag[] = [];
  const inline: string[] = [];
  for (const tag of frontMatterTags ?? []) {
    const defined = typeof tag === 'string' && tagsFile && Object.hasOwn(tagsFile, tag) ? tagsFile[tag] : undefined;
    let resolved: BlogTag;
    if (defined) resolved = { label: defined.label, permalink: joinPath(tagsRoute, defined.permalink), description: defined.description, inline: false };
    else if (typeof tag === 'string') resolved = { label: tag, permalink: joinPath(tagsRoute, kebabCase(tag)), inline: true };
    else resolved = { label: tag.label, permalink: joinPath(tagsRoute, tag.permalink), description: tag.description, inline: true };
    if (resolved.inline) inline.push(resolved.label);
    if (!tags.some((t) => t.permalink === resolved.permalink)) tags.push(resolved);
  }
  return { tags, inline };
}
