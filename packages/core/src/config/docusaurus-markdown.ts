/**
 * Docusaurus 3's `markdown` config as Folio's. The option names and meanings are the same (see
 * markdown-schema.ts); two defaults differ: Docusaurus compiles every file as MDX unless told
 * otherwise (`format: 'mdx'`) and renders no Mermaid diagram unless asked (`mermaid: false`),
 * where Folio defaults to `detect` and `true`. A site read from a `docusaurus.config.*` gets
 * Docusaurus's defaults, so it builds the same pages as with Docusaurus.
 */

/** Docusaurus 3's defaults for the `markdown` options whose Folio default differs. */
export const DOCUSAURUS_MARKDOWN_DEFAULTS = { format: 'mdx', mermaid: false } as const;

/**
 * Folio's `markdown` config for the `markdown` object of a Docusaurus config: the options the
 * site sets are kept as they are (the site config schema checks them, and names what it does not
 * know), the ones it leaves out get Docusaurus's defaults. A value that is not an object is
 * returned unchanged, for the schema to reject with its place.
 */
export function docusaurusMarkdownConfig(markdown: unknown): unknown {
  if (markdown === undefined || markdown === null) return { ...DOCUSAURUS_MARKDOWN_DEFAULTS };
  if (typeof markdown !== 'object' || Array.isArray(markdown)) return markdown;
  const set = Object.fromEntries(Object.entries(markdown).filter(([, value]) => value !== undefined));
  return { ...DOCUSAURUS_MARKDOWN_DEFAULTS, ...set };
}
