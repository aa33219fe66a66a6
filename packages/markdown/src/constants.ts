/**
 * Small values shared by the light and the heavy halves of the package. Importing them must not
 * load the compiler (unified, MDX, Prism), which starts only when a file actually compiles.
 */
import type { MarkdownFormat } from './types.ts';

/** Default TOC heading levels (Docusaurus: h2 and h3). */
export const DEFAULT_TOC_MIN_LEVEL = 2;
export const DEFAULT_TOC_MAX_LEVEL = 3;

/** The query @folio/markdown writes after a `!!raw-loader!`/`?raw` import shown by a CodeBlock. */
export const CODE_IMPORT_QUERY = '?folio-code=';

/** The import suffix for relative images in content. */
export const IMAGE_IMPORT_QUERY = '?folio-image';

/** The module compiled MDX takes its components from. */
export const PROVIDER_IMPORT_SOURCE = '@theme/MDXComponents';

/** `detect` → `md` for `.md`/`.markdown` files, `mdx` for anything else. */
export function resolveFormat(format: MarkdownFormat | undefined, filePath: string): 'md' | 'mdx' {
  if (format === 'md' || format === 'mdx') return format;
  return /\.(?:md|markdown)$/i.test(filePath) ? 'md' : 'mdx';
}

/**
 * Query of the imports written for Markdown links to files next to the content (`[report](./report.pdf)`),
 * followed by `=` and the link as written: the bundler publishes the file and gives its URL, or gives
 * the link back as written when there is no such file.
 */
export const FILE_LINK_IMPORT_QUERY = '?folio-file-link';
