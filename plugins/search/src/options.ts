import { z } from 'zod';

/** Options of the search plugin, as written in `site.config.ts`. */
export const searchOptionsSchema = z
  .object({
    /** Plugins whose routes are indexed, by plugin name. */
    include: z.array(z.string()).default(['content-docs', 'content-blog']),
    /** Route paths left out, as patterns: `*` matches one path segment, `**` any number. */
    excludeRoutes: z.array(z.string()).default(['/blog', '/blog/page/**', '/blog/tags/**', '/blog/archive', '/blog/authors/**', '/docs/tags/**', '/docs/*/tags/**']),
    /** Base path of the docs; a docs route's version is the segment after it unless its props name one. */
    docsRouteBasePath: z.string().default('/docs'),
    /** Where the search files are served from, if not from the site itself (a CDN folder, ending in `/`). */
    assetUrl: z.string().optional(),
    /** Highlight the matched words on the page a hit opens. */
    highlightResult: z.boolean().default(false),
    /** Most hits shown for one query. */
    maxHits: z.number().int().min(1).max(50).default(5),
    /** Longest text kept per section, in characters; longer text is cut at a word boundary. */
    maxTextLength: z.number().int().min(100).default(3000),
    /** Field boosts: title and heading matches rank above body matches. */
    boosts: z
      .object({ title: z.number().positive().default(10), section: z.number().positive().default(5), text: z.number().positive().default(1) })
      .strict()
      .default({}),
  })
  .strict();

/** Options as given in the config. */
export type SearchOptionsInput = z.input<typeof searchOptionsSchema>;
/** Options after defaults. */
export type SearchOptions = z.output<typeof searchOptionsSchema>;
