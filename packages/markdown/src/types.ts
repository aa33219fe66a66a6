import type { ProcessorOptions } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';

/** Markdown flavour: `md` is CommonMark + GFM (no JSX), `mdx` is MDX 3, `detect` picks by file extension. */
export type MarkdownFormat = 'md' | 'mdx' | 'detect';

/** What `compileMarkdown` needs: one file's text plus pipeline options. */
export interface CompileInput {
  /** The whole file text, front matter included. */
  source: string;
  /** Absolute path; used in messages only, never in the output, so identical sources compile identically. */
  filePath: string;
  /** Defaults to `detect`: `.md` → md, anything else → mdx. */
  format?: MarkdownFormat;
  /** Lowest heading level in `toc` (default 2). */
  tocMinLevel?: number;
  /** Highest heading level in `toc` (default 3). */
  tocMaxLevel?: number;
  /** Site remark plugins, run after Folio's own remark plugins. */
  remarkPlugins?: PluggableList;
  /** Site rehype plugins, run after Folio's own rehype plugins. */
  rehypePlugins?: PluggableList;
  /** Site remark plugins, run before Folio's own remark plugins (right after parsing). */
  beforeDefaultRemarkPlugins?: PluggableList;
  /** Site rehype plugins, run before Folio's own rehype plugins (right after remark-rehype). */
  beforeDefaultRehypePlugins?: PluggableList;
  /** The site's Markdown switches (the site config's `markdown` object, Docusaurus's names). */
  markdown?: MarkdownOptions;
}

/** What a `markdown.preprocessor` and a `markdown.parseFrontMatter` receive. */
export interface MarkdownFileArgs {
  /** Absolute path of the file. */
  filePath: string;
  /** The whole file text, front matter included. */
  fileContent: string;
}

/** Rewrites a file's text before it is compiled (Docusaurus's `markdown.preprocessor`). */
export type MarkdownPreprocessor = (args: MarkdownFileArgs) => string;

/** What a front matter parser returns: the data and the text after the front matter. */
export interface ParseFrontMatterResult {
  frontMatter: Record<string, unknown>;
  content: string;
}

/** Folio's own front matter parser, handed to a site's `parseFrontMatter` to build on. */
export type DefaultParseFrontMatter = (args: MarkdownFileArgs) => Promise<ParseFrontMatterResult>;

/** Replaces front matter parsing (Docusaurus's `markdown.parseFrontMatter`). */
export type ParseFrontMatter = (
  args: MarkdownFileArgs & { defaultParseFrontMatter: DefaultParseFrontMatter },
) => Promise<ParseFrontMatterResult> | ParseFrontMatterResult;

/** Options of remark-rehype (mdast → hast), as @mdx-js/mdx takes them. */
export type RemarkRehypeOptions = NonNullable<ProcessorOptions['remarkRehypeOptions']>;

/**
 * Site-wide Markdown switches, named as in Docusaurus 3's `markdown` config. Every field is
 * optional; see resolveMarkdownOptions for the defaults.
 */
export interface MarkdownOptions {
  /** ```mermaid fences render as diagrams (default true); false leaves them code blocks. */
  mermaid?: boolean | undefined;
  /** Emoji shortcodes (`:tada:`) become emoji (default true; Docusaurus 3.9's option, always on before). */
  emoji?: boolean | undefined;
  /** Runs on each file's text (front matter included) before anything else. */
  preprocessor?: MarkdownPreprocessor | undefined;
  /** Replaces Folio's YAML front matter parser. */
  parseFrontMatter?: ParseFrontMatter | undefined;
  /** MDX 1 habits kept working in MDX 3 (each default true). */
  mdx1Compat?:
    | {
        /** `<!-- … -->` comments are dropped instead of failing to compile in `.mdx`. */
        comments?: boolean | undefined;
        /** `:::note Title` means `:::note[Title]`. */
        admonitions?: boolean | undefined;
        /** `## Title {#id}` works unescaped in `.mdx` (escaped `\{#id}` always works). */
        headingIds?: boolean | undefined;
      }
    | undefined;
  /** Options handed to remark-rehype. */
  remarkRehypeOptions?: RemarkRehypeOptions | undefined;
  /** How heading ids are made from heading text. */
  anchors?: { /** Keep the text's letter case (default false: lower case). */ maintainCase?: boolean | undefined } | undefined;
}

/** One table-of-contents entry. */
export interface TocItem {
  /** Plain text of the heading. */
  value: string;
  /** The heading's id (anchor). */
  id: string;
  /** 2 for `##`, 3 for `###` ... */
  level: number;
}

/** A URL found in the content, positioned in the original file (1-based). */
export interface ContentUrl {
  url: string;
  line: number;
  column: number;
}

/** Plain text of one h2/h3 section, for the search index. */
export interface ContentSection {
  /** Heading id; `''` for the text before the first heading. */
  id: string;
  /** Heading text; `''` for the first entry. */
  title: string;
  /** Heading level; 0 for the first entry. */
  level: number;
  /** Whitespace-normalised plain text of the section. */
  text: string;
}

/** A positioned warning about the content (it did not stop the compile). */
export interface MarkdownMessage {
  file: string;
  line: number;
  column: number;
  reason: string;
  /** Where it comes from, e.g. `folio-markdown:mermaid`. */
  ruleId: string;
}

/** The result of compiling one Markdown/MDX file. Plain data: it is cached as JSON. */
export interface CompiledMarkdown {
  /** ESM module; default export `MDXContent(props)`, components provided by `@theme/MDXComponents`. */
  code: string;
  /** Parsed YAML front matter, not validated. */
  frontMatter: Record<string, unknown>;
  /** Text of a leading `# H1`, when the content starts with one. */
  contentTitle?: string;
  /** Headings within [tocMinLevel, tocMaxLevel]. */
  toc: TocItem[];
  /** Every heading id on the page, plus other literal element ids (`<a id="x">`): the anchor checker's targets. */
  headingIds: string[];
  /** Every link and definition URL in the content. */
  links: ContentUrl[];
  /** Every image URL in the content. */
  images: ContentUrl[];
  /** Plain text by h2/h3 section; the first entry (id `''`) is the text before the first heading. */
  sections: ContentSection[];
  /** The content before the truncate marker, compiled the same way, when the file has a marker. */
  excerpt?: { code: string; text: string };
  /** True when the page renders at least one Mermaid diagram. */
  hasMermaid: boolean;
  /** Warnings with positions. */
  messages: MarkdownMessage[];
}
