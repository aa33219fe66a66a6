import { z } from 'zod';

/** A function of an existing page's path (without the base URL) giving the old paths that should lead to it. */
export type CreateRedirects = (existingPath: string) => string | string[] | null | undefined;

/** A file extension without its dot: `html`. */
const extension = z.string().regex(/^[^./][^/]*$/, 'an extension without "." such as "html"');

/** Options of the redirects plugin; the names are those of Docusaurus's client-redirects plugin. */
export const redirectsOptionsSchema = z
  .object({
    /** Each old path and where it now lives. */
    redirects: z.array(z.object({ from: z.union([z.string(), z.array(z.string())]), to: z.string() }).strict()).default([]),
    /** Old paths for each page of the site, from its path: `(path) => path.startsWith('/docs/') ? path.replace('/docs/', '/guide/') : undefined`. */
    createRedirects: z.custom<CreateRedirects>((value) => typeof value === 'function', 'a function of a path').optional(),
    /** For each page `/a`, a redirect from `/a.html` (for each extension listed). */
    fromExtensions: z.array(extension).default([]),
    /** For each page `/a.html`, a redirect from `/a` (for each extension listed). */
    toExtensions: z.array(extension).default([]),
  })
  .strict();

/** Options as a site writes them. */
export type RedirectsOptions = z.input<typeof redirectsOptionsSchema>;
/** Options with defaults filled in. */
export type ResolvedRedirectsOptions = z.output<typeof redirectsOptionsSchema>;
