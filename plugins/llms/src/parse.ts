import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/** How a file is parsed: its format and whether HTML comments are comments (mdx1Compat.comments). */
export interface ParseOptions {
  format: 'md' | 'mdx';
  comments: boolean;
}

const parsers = new Map<string, Processor<Root>>();

/**
 * The parser for a format: remark-parse with MDX (for `.mdx`), directives and comments, as the
 * compiler reads files, but without GFM. The copy is spliced from the source text (see
 * convert.ts), so tables, strikethrough and task lists pass through as written; GFM's
 * constructs would only double the parse time.
 */
function parserFor(options: ParseOptions): Processor<Root> {
  const key = `${options.format}|${options.comments}`;
  let parser = parsers.get(key);
  if (!parser) {
    const processor = unified().use(remarkParse);
    if (options.format === 'mdx') processor.use(remarkMdx);
    processor.use(remarkDirective);
    if (options.comments) processor.use(remarkComment as never, { ast: true });
    parser = processor.freeze() as unknown as Processor<Root>;
    parsers.set(key, parser);
  }
  return parser;
}

/** Parses prepared Markdown text (readMarkdownSource) into mdast with positions. */
export function parseMarkdown(text: string, options: ParseOptions): Root {
  return parserFor(options).parse(text);
}
