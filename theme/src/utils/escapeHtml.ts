const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text as HTML, escaped as React escapes text it renders, so `dangerouslySetInnerHTML` of the
 * result writes the same markup as rendering the text. Pure.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A table of contents with its entries' text as HTML, the form Docusaurus's `toc` values take. Pure. */
export function tocAsHtml<T extends { value: string }>(toc: readonly T[]): T[] {
  return toc.map((entry) => ({ ...entry, value: escapeHtml(entry.value) }));
}
