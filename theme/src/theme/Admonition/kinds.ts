/** Admonition types with a look of their own. */
const KNOWN = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);
/** Docusaurus's legacy names and what they look like. */
const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

/** The look (CSS modifier) of an admonition type: its own, its alias's, or a note's. Pure. */
export function admonitionKind(type: string): string {
  return ALIASES[type] ?? (KNOWN.has(type) ? type : 'note');
}

/** "Note" for `note`: the default title. Pure. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
