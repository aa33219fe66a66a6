import { z } from 'zod';
import { pluggableSchema } from '@folio/core';

/** Remark/rehype plugin entries, as in the site config. */
const pluggables = z.array(pluggableSchema).default([]);

/** Options of the pages plugin, as written in `site.config.ts`. Unknown keys are errors. */
export const pagesOptionsSchema = z
  .object({
    /** Folder of pages, relative to the site folder. */
    path: z.string().default('content/pages'),
    /** Remark plugins for the Markdown pages, after Folio's own. */
    remarkPlugins: pluggables,
    /** Rehype plugins for the Markdown pages, after Folio's own. */
    rehypePlugins: pluggables,
    /** Remark plugins run before Folio's own. */
    beforeDefaultRemarkPlugins: pluggables,
    /** Rehype plugins run before Folio's own. */
    beforeDefaultRehypePlugins: pluggables,
  })
  .strict();

/** Options as given in the config. */
export type PagesOptionsInput = z.input<typeof pagesOptionsSchema>;
/** Options after defaults. */
export type PagesOptions = z.output<typeof pagesOptionsSchema>;

/** Front matter of a Markdown page (Docusaurus's keys); other keys are kept for the page's own use. */
export const pageFrontMatterSchema = z
  .object({
    /** Page title; defaults to the first `# heading`, then the file name. */
    title: z.string().optional(),
    /** Meta description. */
    description: z.string().optional(),
    /** Meta keywords. */
    keywords: z.array(z.string()).optional(),
    /** Social card image. */
    image: z.string().optional(),
    /** Hide the title the theme would show (the page has its own heading). */
    hide_title: z.boolean().optional(),
    /** Class of the page's wrapper element. */
    wrapperClassName: z.string().optional(),
  })
  .passthrough();

/** Validated page front matter. */
export type PageFrontMatter = z.output<typeof pageFrontMatterSchema>;
