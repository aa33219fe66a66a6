/** What a post's file name says: its date and default slug (Docusaurus conventions). Pure. */

const DATE_FILE_NAME = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
const MARKDOWN_FILE = /\.mdx?$/;

/** A post file name, read. */
export interface ParsedBlogFileName {
  /** `2024-05-31` (dashes), when the name starts with a date. */
  dateText?: string | undefined;
  /** The name without date and extension: `testing-framework`; the title of last resort. */
  text: string;
  /** The default slug: `/2024/05/31/testing-framework`, or `/name` for undated files. */
  slug: string;
}

/**
 * Reads `2024-05-31-name.md`, `2024-05-31-name/index.mdx`, `2024/05/31/name.md` or `name.md`
 * (paths relative to the blog folder, with `/`).
 */
export function parseBlogFileName(relativePath: string): ParsedBlogFileName {
  const match = DATE_FILE_NAME.exec(relativePath);
  if (match?.groups) {
    const { folder = '', date = '', text = '' } = match.groups;
    return { dateText: date.replace(/\//g, '-'), text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

/** Markdown files that are posts: not partials (`_x.md`, `_folder/`), not hidden. */
export function isBlogPostFile(relativePath: string): boolean {
  if (!MARKDOWN_FILE.test(relativePath)) return false;
  return !relativePath.split('/').some((part) => part.startsWith('_') || part.startsWith('.'));
}
