import type { MarkdownPreprocessor, ParseFrontMatter } from '@folio/markdown';
import { z } from 'zod';
import type { Pluggable } from 'unified';

/** A `remark`/`rehype` plugin entry (kept here too so schema.ts and this file do not import each other). */
const pluggableSchema = z.custom<Pluggable>((value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'), 'a remark/rehype plugin or [plugin, options]');

/** A function option (called by the compiler; its code is part of the compile cache key). */
function functionSchema<T>(what: string) {
  return z.custom<T>((value) => typeof value === 'function', what);
}

/** Docusaurus 3.9's Markdown hooks, as severities only: Folio does not call hook functions. */
const hookSeveritySchema = z.enum(['ignore', 'log', 'warn', 'throw'], {
  errorMap: () => ({ message: 'a severity: ignore, log, warn or throw (Folio does not run hook functions)' }),
});

/**
 * The site config's `markdown` object: Docusaurus 3's option names and meanings (see
 * @folio/markdown's MarkdownOptions), plus Folio's site-wide `remarkPlugins`/`rehypePlugins`.
 * Defaults are Folio's: `format: 'detect'` and `mermaid: true`; a Docusaurus config gets
 * Docusaurus's (`mdx`, `false`) through docusaurusMarkdownConfig.
 */
export const markdownConfigSchema = z
  .object({
    /** `mdx`: every file is MDX; `md`: CommonMark; `detect`: by extension (`.md` → md). A file's front matter `mdx.format` wins. */
    format: z.enum(['mdx', 'md', 'detect']).default('detect'),
    /** ```mermaid fences render as diagrams; false keeps them code blocks. */
    mermaid: z.boolean().default(true),
    /** Emoji shortcodes (`:tada:`) become emoji (Docusaurus 3.9's option; earlier versions always do it). */
    emoji: z.boolean().default(true),
    /** `({ filePath, fileContent }) => string`, run on each file's whole text before it is compiled. */
    preprocessor: functionSchema<MarkdownPreprocessor>('a function ({ filePath, fileContent }) => string').optional(),
    /** `async ({ filePath, fileContent, defaultParseFrontMatter }) => ({ frontMatter, content })`. */
    parseFrontMatter: functionSchema<ParseFrontMatter>('a function ({ filePath, fileContent, defaultParseFrontMatter }) => ({ frontMatter, content })').optional(),
    /** MDX 1 habits accepted in MDX 3. */
    mdx1Compat: z
      .object({
        /** `<!-- … -->` comments are dropped (in `.mdx` they would not compile). */
        comments: z.boolean().default(true),
        /** `:::note Title` means `:::note[Title]`. */
        admonitions: z.boolean().default(true),
        /** `## Title {#id}` needs no escaping in `.mdx`. */
        headingIds: z.boolean().default(true),
      })
      .strict()
      .default({}),
    /** Options handed to remark-rehype (https://github.com/remarkjs/remark-rehype#options). */
    remarkRehypeOptions: z.record(z.unknown()).optional(),
    /** Heading ids. */
    anchors: z
      .object({
        /** Keep the heading's letter case in its id. */
        maintainCase: z.boolean().default(false),
      })
      .strict()
      .default({}),
    /** Docusaurus 3.9's hooks, as severities. */
    hooks: z
      .object({
        /** Replaces the top-level `onBrokenMarkdownLinks` when set. */
        onBrokenMarkdownLinks: hookSeveritySchema.optional(),
        /** Folio always fails the build on a missing local image: only `throw` (Docusaurus's default) is accepted. */
        onBrokenMarkdownImages: z
          .literal('throw', { errorMap: () => ({ message: "Folio always fails the build on a Markdown image whose file is missing: only 'throw' is accepted" }) })
          .optional(),
      })
      .strict()
      .default({}),
    /** Remark plugins for every Markdown file, after Folio's own. */
    remarkPlugins: z.array(pluggableSchema).default([]),
    /** Rehype plugins for every Markdown file, after Folio's own. */
    rehypePlugins: z.array(pluggableSchema).default([]),
  })
  .strict();
