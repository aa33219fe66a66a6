/** Getting a post's rendered body out of its built page, for the feeds. Pure. */

/** Id of the element that wraps the post body on the post page (the theme sets it, as Docusaurus's does). */
export const POST_CONTENT_ID = '__blog-post-container';

/**
 * The inner HTML of the element with `id`, or undefined when absent. React's output escapes `<`
 * and `>` in text and attributes, so counting tags of the element's own name finds its end.
 */
export function extractElementHtml(html: string, id: string): string | undefined {
  const open = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\bid="${id}"[^>]*>`, 'i').exec(html);
  if (!open) return undefined;
  const tag = open[1]!.toLowerCase();
  const tags = new RegExp(`<(/?)${tag}\\b[^>]*?(/?)>`, 'gi');
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    if (match[2]) continue;
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(open.index + open[0].length, match.index);
  }
  return undefined;
}

/**
 * Makes a page's HTML fit for a feed reader: site-relative `href`/`src`/`srcset` URLs become
 * absolute; heading anchor links, React's empty text-separator comments and router
 * attributes go.
 */
export function toFeedHtml(html: string, origin: string): string {
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
  return html
    .replace(/<!-- -->/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(/<a [^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/\b(href|src)="([^"]*)"/g, (_, name: string, url: string) => `${name}="${absolute(url)}"`)
    .replace(/\bsrcset="([^"]*)"/gi, (_, set: string) => `srcset="${set.split(',').map((part) => absolute(part.trim())).join(', ')}"`);
}
