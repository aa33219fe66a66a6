import path from 'node:path';

/** A link to a Markdown file that matches no post. */
export interface BrokenMarkdownLink {
  url: string;
  line: number;
  column: number;
}

const MARKDOWN_LINK = /^(?![a-z][a-z\d+.-]*:|\/\/|#)([^?#]*\.mdx?)([?#].*)?$/i;

/**
 * The files a link to a Markdown file may mean, most likely first, as Docusaurus 3.6 tries them:
 * `./x.md` and `../x.md` from the post's folder only; `/x.md` from the blog folder, then the site
 * folder; `x.md` from the blog folder, the site folder, then the post's folder. Pure.
 */
export function candidateFiles(target: string, sourceFile: string, dirs: { blogDir: string; siteDir: string }): string[] {
  const candidates: string[] = [];
  if (!target.startsWith('./') && !target.startsWith('../')) candidates.push(path.join(dirs.blogDir, target), path.join(dirs.siteDir, target));
  if (!target.startsWith('/')) candidates.push(path.join(path.dirname(sourceFile), target));
  return candidates;
}

/**
 * Maps a post's links to other posts' files (`./2024-05-31-x.md#part`) to their permalinks, as
 * Docusaurus does (see `candidateFiles`). Links to Markdown files that are not posts come back as
 * broken. Pure.
 */
export function resolveMarkdownLinks(
  links: readonly { url: string; line: number; column: number }[],
  sourceFile: string,
  dirs: { blogDir: string; siteDir: string },
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
    const file = candidateFiles(target, sourceFile, dirs).find((candidate) => permalinkOfSource.has(candidate));
    if (file) resolved[link.url] = `${permalinkOfSource.get(file)!}${match[2] ?? ''}`;
    else broken.push(link);
  }
  return { links: resolved, broken };
}
