/**
 * The site's Markdown switches (Docusaurus's `markdown` config object): their defaults, how they
 * enter the compile cache key, and whether they can travel to a worker thread. Light: importing
 * this must not load the compiler.
 */
import type { PluggableList } from 'unified';
import { safeJson } from './plugins-key.ts';
import type { CompileInput, MarkdownFormat, MarkdownOptions, RemarkRehypeOptions } from './types.ts';

/** The switches with every default filled in, as the pipeline reads them. */
export interface ResolvedMarkdownOptions {
  mermaid: boolean;
  /** Emoji shortcodes (`:tada:`) become emoji. */
  emoji: boolean;
  /** mdx1Compat.comments: HTML comments are parsed and dropped, in `.md` and `.mdx`. */
  comments: boolean;
  /** mdx1Compat.admonitions: `:::note Title` is read as `:::note[Title]`. */
  admonitionTitles: boolean;
  /** mdx1Compat.headingIds: unescaped `{#id}` after an `.mdx` heading is an id, not an expression. */
  headingIds: boolean;
  /** anchors.maintainCase */
  maintainCase: boolean;
  remarkRehypeOptions: RemarkRehypeOptions | undefined;
}

/**
 * Defaults: Docusaurus 3's, except `mermaid`, which Folio turns on (its theme always has the
 * Mermaid component; a Docusaurus config maps to `mermaid: false` unless it says otherwise).
 */
export function resolveMarkdownOptions(options: MarkdownOptions | undefined): ResolvedMarkdownOptions {
  return {
    mermaid: options?.mermaid ?? true,
    emoji: options?.emoji ?? true,
    comments: options?.mdx1Compat?.comments ?? true,
    admonitionTitles: options?.mdx1Compat?.admonitions ?? true,
    headingIds: options?.mdx1Compat?.headingIds ?? true,
    maintainCase: options?.anchors?.maintainCase ?? false,
    remarkRehypeOptions: options?.remarkRehypeOptions,
  };
}

/**
 * Text naming every option that changes the output, functions by their code, for the compile
 * cache key (like site plugins: a function whose code is unchanged but whose closure changed is
 * not noticed; `folio clear` forgets the cache).
 */
export function getMarkdownOptionsFingerprint(options: MarkdownOptions | undefined): string {
  const { remarkRehypeOptions, ...switches } = resolveMarkdownOptions(options);
  return [
    JSON.stringify(switches),
    safeJson(remarkRehypeOptions ?? null, String) ?? String(remarkRehypeOptions),
    options?.preprocessor ? String(options.preprocessor) : '',
    options?.parseFrontMatter ? String(options.parseFrontMatter) : '',
  ].join('\0');
}

/** True when a value holds a function anywhere: it cannot be posted to a worker thread. */
export function containsFunction(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value === 'function') return true;
  if (typeof value !== 'object' || value === null || seen.has(value)) return false;
  seen.add(value);
  return Object.values(value).some((item) => containsFunction(item, seen));
}

/** The site config's `markdown` object, as content plugins read it. */
export interface SiteMarkdownConfig extends MarkdownOptions {
  format?: MarkdownFormat | undefined;
  remarkPlugins?: readonly unknown[] | PluggableList | undefined;
  rehypePlugins?: readonly unknown[] | PluggableList | undefined;
  /** Read by the content plugins (broken link severities), not by the compiler. */
  hooks?: unknown;
}

/**
 * The part of every file's compile input that comes from the site config's `markdown` object:
 * the format and the switches (each content plugin adds the remark/rehype plugin lists itself).
 */
export function siteCompileOptions(markdown: SiteMarkdownConfig | undefined): Pick<CompileInput, 'format' | 'markdown'> {
  if (!markdown) return { format: 'detect' };
  const { format, mermaid, emoji, preprocessor, parseFrontMatter, mdx1Compat, remarkRehypeOptions, anchors } = markdown;
  const options: MarkdownOptions = { mermaid, emoji, preprocessor, parseFrontMatter, mdx1Compat, remarkRehypeOptions, anchors };
  for (const key of Object.keys(options) as (keyof MarkdownOptions)[]) if (options[key] === undefined) delete options[key];
  return { format: format ?? 'detect', markdown: options };
}
