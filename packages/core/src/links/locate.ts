import type { BrokenLink } from './check.ts';
import { createSiteUrl } from '@folio/client/site-url';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Where `link` is written in `text` as a whole URL (in `](…)`, quotes, `<…>`, `{…}` or after
 * `: `); with `suffix`, where a URL ending in it is written.
 */
function findWritten(text: string, link: string, suffix = false): { line: number; column: number } | undefined {
  const start = suffix ? '' : `(?<=[("'<{\`=\\s])`;
  const pattern = new RegExp(`${start}${escapeRegExp(link)}(?=[)"'>}\`\\s]|$)`);
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const column = line.search(pattern);
    if (column >= 0) return { line: index + 1, column: column + 1 };
  }
  return undefined;
}

/** The ways a rendered href may be written in the source: as is, without the base URL, decoded. */
function writtenForms(link: string, baseUrl: string): string[] {
  const forms = [link];
  const sitePath = baseUrl === '/' ? undefined : createSiteUrl({ baseUrl }).strip(link);
  if (sitePath !== undefined) forms.push(sitePath);
  for (const form of [...forms]) {
    try {
      const decoded = decodeURI(form);
      if (decoded !== form) forms.push(decoded);
    } catch {
      // Not decodable: only the forms above can be written.
    }
  }
  return forms;
}

/**
 * Adds where each broken link is written: in its page's source, else in the other files given
 * (the site config, for navbar and footer links). `readText` returns a file's text or undefined.
 * Pure apart from `readText`.
 */
export function locateBrokenLinks(broken: BrokenLink[], baseUrl: string, fallbackFiles: string[], readText: (file: string) => string | undefined): BrokenLink[] {
  return broken.map((item) => {
    for (const file of [...(item.sourceFile ? [item.sourceFile] : []), ...fallbackFiles]) {
      const text = readText(file);
      if (text === undefined) continue;
      for (const form of writtenForms(item.link, baseUrl)) {
        const place = findWritten(text, form);
        if (place) return { ...item, at: `${file}:${place.line}:${place.column}` };
      }
      // A Markdown link (`./a.md#x`) renders as its target's URL; its fragment is written as is.
      const hash = item.link.indexOf('#');
      const place = item.kind === 'anchor' && hash >= 0 ? findWritten(text, item.link.slice(hash), true) : undefined;
      if (place) return { ...item, at: `${file}:${place.line}:${place.column}` };
    }
    return item;
  });
}
