import { z } from 'zod';

/** Options of the llms plugin, as written in `site.config.ts`. */
export const llmsOptionsSchema = z
  .object({
    /** Write a Markdown copy next to every doc, post and Markdown page (`/docs/a` → `/docs/a.md`), with a "Copy page as Markdown" button on doc pages and posts. */
    markdownCopies: z.boolean().default(true),
    /** Write `/llms.txt` and `/llms-full.txt`, and both again in each docs version's folder. */
    llmsTxt: z.boolean().default(true),
    /** The summary line of llms.txt; default: the site's tagline. */
    description: z.string().optional(),
    /** List the blog's posts in `/llms.txt`. */
    blog: z.boolean().default(true),
  })
  .strict();

/** Options as given in the config. */
export type LlmsOptionsInput = z.input<typeof llmsOptionsSchema>;
/** Options after defaults. */
export type LlmsOptions = z.output<typeof llmsOptionsSchema>;

/** What the plugin publishes to the theme (global data `llms`): whether pages have copies to fetch. */
export interface LlmsGlobalData {
  markdownCopies: boolean;
}
