import path from 'node:path';
import { toRenderedUrl } from '@folio/markdown';

/** A Markdown link as written, and where it is. */
export interface WrittenLink {
  url: string;
  line: number;
  column: number;
}

/** True for links to another Markdown file: relative paths ending in .md/.mdx (before any #hash). */
export function isMarkdownFileLink(url: string): boolean {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#|\/)/i.test(url)) return false;
  return /\.mdx?$/i.test(url.split(/[?#]/)[0] ?? '');
}

/**
 * Resolves a doc's relative `.md` links to permalinks in the same version. Pure: `permalinkOf`
 * looks a version-relative source path up. Returns the link map and the links that lead nowhere.
 */
export function resolveMarkdownLinks(fromRelativePath: string, links: WrittenLink[], permalinkOf: (relativePath: string) => string | undefined): { map: Record<string, string>; broken: WrittenLink[] } {
  const map: Record<string, string> = {};
  const broken: WrittenLink[] = [];
  for (const link of links) {
    if (!isMarkdownFileLink(link.url) || link.url in map) continue;
    const [filePart = '', ...hashParts] = link.url.split('#');
    const hash = hashParts.length ? `#${hashParts.join('#')}` : '';
    let target: string;
    try {
      target = path.posix.normalize(path.posix.join(path.posix.dirname(fromRelativePath), decodeURIComponent(filePart)));
    } catch {
      broken.push(link);
      continue;
    }
    const permalink = permalinkOf(target);
    if (permalink === undefined) {
      broken.push(link);
      continue;
    }
    map[link.url] = `${permalink}${hash}`;
    // Components receive the href as rendered (`é` percent-encoded); it must find the same target.
    map[toRenderedUrl(link.url)] = `${permalink}${hash}`;
  }
  return { map, broken };
}
