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
