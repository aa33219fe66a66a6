import GithubSlugger from 'github-slugger';
import { DEFAULT_TOC_MAX_LEVEL, DEFAULT_TOC_MIN_LEVEL } from './constants.ts';
import { preprocessSource } from './file-source.ts';
import { parseFrontMatter, splitFrontMatter } from './front-matter.ts';
import { resolveMarkdownOptions } from './options.ts';
import type { CompiledMarkdown, CompileInput, ContentUrl, TocItem } from './types.ts';

/** The query a lazily compiled module adds to import a file's excerpt rather than its whole content. */
export const EXCERPT_IMPORT_QUERY = '?folio-excerpt';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*$/;
const EXPLICIT_ID = /\s*\\?\{#([^}\s]+)\}\s*$/;
/** A fence the compiler unwraps (its content is Markdown): see preprocessMarkdown. */
const MDX_CODE_BLOCK = /^ *(`{3,}) *mdx-code-block[ \t]*$/;
const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/;
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;

/** Heading text as rehype-slug sees it: inline Markdown reduced to its words. */
function plainHeadingText(text: string): string {
  return text
    .replace(/ +#+$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|\*|~~)(.+?)\1/g, '$2')
    // Underscores emphasise only at word boundaries (`kernel_stack_map` keeps them).
    .replace(/(^|\W)(__|_)(.+?)\2(?=\W|$)/g, '$1$3')
    .trim();
}

/**
 * A quick reading of a Markdown file without the MDX compiler, for the development server: front
 * matter, the leading title, headings with their ids, the table of contents and the links, found
 * line by line outside code fences. Its module imports the file itself, which the bundler
 * compiles for real when the page is first opened. Throws like the compiler on bad front matter.
 * The site's preprocessor runs first; a site with its own (asynchronous) front matter parser
 * passes the front matter it read as `frontMatterData`.
 */
export function scanMarkdown(input: CompileInput, frontMatterData?: Record<string, unknown>): CompiledMarkdown {
  const data = frontMatterData ?? parseFrontMatter(input.source, input.filePath).data;
  const options = resolveMarkdownOptions(input.markdown);
  const frontMatter = splitFrontMatter(preprocessSource(input));
  const lines = frontMatter.body.split(/\r?\n/);
  const slugger = new GithubSlugger();
  const minLevel = input.tocMinLevel ?? DEFAULT_TOC_MIN_LEVEL;
  const maxLevel = input.tocMaxLevel ?? DEFAULT_TOC_MAX_LEVEL;
  const toc: TocItem[] = [];
  const headingIds: string[] = [];
  const links: ContentUrl[] = [];
  const images: ContentUrl[] = [];
  let contentTitle: string | undefined;
  let seenContent = false;
  let fence: string | undefined;
  let truncated = false;
  const excerptLines: string[] = [];
  let unwrapping: number | undefined;
  lines.forEach((line, index) => {
    const lineNumber = frontMatter.bodyStartLine + index;
    if (!truncated && TRUNCATE.test(line)) truncated = true;
    if (!truncated) excerptLines.push(line);
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence[0]!) && fenceMatch[1]!.length >= fence.length) fence = undefined;
      return;
    }
    const wrapper = MDX_CODE_BLOCK.exec(line)?.[1];
    if (unwrapping === undefined && wrapper) {
      unwrapping = wrapper.length;
      return;
    }
    if (unwrapping !== undefined && /^ *`{3,}[ \t]*$/.test(line) && line.trim().length === unwrapping) {
      unwrapping = undefined;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      seenContent = true;
      return;
    }
    for (const match of line.matchAll(INLINE_LINK)) {
      const target = match[0].startsWith('!') ? images : links;
      target.push({ url: match[1]!, line: lineNumber, column: (match.index ?? 0) + 1 });
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const explicit = EXPLICIT_ID.exec(heading[2]!);
      const text = plainHeadingText(explicit ? heading[2]!.slice(0, explicit.index) : heading[2]!);
      const id = explicit ? explicit[1]! : slugger.slug(text, options.maintainCase);
      if (level === 1 && !seenContent && contentTitle === undefined) contentTitle = text;
      else if (level >= minLevel && level <= maxLevel) toc.push({ value: text, id, level });
      headingIds.push(id);
      seenContent = true;
      return;
    }
    if (line.trim() && !/^\s*(import|export)\s/.test(line) && !/^\s*<!--.*-->\s*$/.test(line)) seenContent = true;
    const definition = DEFINITION.exec(line);
    if (definition) links.push({ url: definition[1]!, line: lineNumber, column: 1 });
  });
  const module = (query: string) => `export { default } from ${JSON.stringify(`${input.filePath}${query}`)};\n`;
  const result: CompiledMarkdown = {
    code: module(''),
    frontMatter: data,
    toc,
    headingIds: [...new Set(headingIds)],
    links,
    images,
    sections: [],
    hasMermaid: options.mermaid && /^ {0,3}(`{3,}|~{3,})\s*mermaid\b/m.test(frontMatter.body),
    messages: [],
  };
  if (contentTitle !== undefined) result.contentTitle = contentTitle;
  if (truncated) result.excerpt = { code: module(EXCERPT_IMPORT_QUERY), text: plainHeadingText(excerptLines.filter((l) => !/^\s*(import|export)\s/.test(l)).join(' ')).replace(/\s+/g, ' ') };
  return result;
}
