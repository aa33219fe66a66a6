import path from 'node:path';

/** A link to a Markdown file that matches no post. */
export interface BrokenMarkdownLink {
  url: string;
  line: number;
  column: number;
}

const MARKDOWN_LINK = /^(?![a-z][a-z\d+.-]*:|\/\/|#)([^?#]*\.mdx?)([?#].*)?$/i;

/**
 * Maps a post's links to other posts' files (`./2024-05-31-x.md#part`) to their permalinks, as
 * Docusaurus does. Paths resolve from the post's folder, or from the blog folder when they start
 * with `/`. Links to Markdown files that are not posts come back as broken. Pure.
 */
export function resolveMarkdownLinks(
  links: readonly { url: string; line: number; column: number }[],
  sourceFile: string,
  blogDir: string,
  permalinkOfSource: ReadonlyMap<string, string>,
): { links: Record<string, string>; broken: BrokenMarkdownLink[] } {
  const resolved: Record<string, string> = {};
  const broken: BrokenMarkdownLink[] = [];
  for (const link of links) {
    const match = MARKDOWN_LINK.exec(link.url);
    if (!match) continue;
    let target: string;
    try {
      target = decodeURI(match[1]!);
    } catch {
      target = match[1]!;
    }
    const file = target.startsWith('/') ? path.join(blogDir, target) : path.resolve(path.dirname(sourceFile), target);
    const permalink = permalinkOfSource.get(file);
    if (permalink) resolved[link.url] = `${permalink}${match[2] ?? ''}`;
    else broken.push(link);
  }
  return { links: resolved, broken };
}
