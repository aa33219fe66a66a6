const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function decode(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (m) => ENTITIES[m] ?? m);
}

/** Pulls every `<a href>` and every `id` out of rendered HTML, for the link and anchor checker. */
export function extractLinks(html: string): { hrefs: string[]; ids: string[] } {
  const hrefs: string[] = [];
  const ids: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) hrefs.push(decode(match[1]!));
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.push(decode(match[1]!));
  for (const match of html.matchAll(/<a\s[^>]*?name="([^"]*)"/g)) ids.push(decode(match[1]!));
  return { hrefs, ids };
}
