/** Small helpers Docusaurus's theme-common exports, for swizzled components that use them. Pure. */

/** Footer config in columns (`links: [{ title, items }]`) rather than a single row. */
export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  return links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];
}

/** Whether a string matches a regular expression given as a string (or a list of them). */
export function isRegexpStringMatch(regexAsString: string | string[] | undefined, value: string): boolean {
  if (regexAsString === undefined) return false;
  return (Array.isArray(regexAsString) ? regexAsString : [regexAsString]).some((r) => new RegExp(r).test(value));
}

/** Items that occur more than once (by `equals`). */
export function duplicates<T>(values: readonly T[], equals: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return values.filter((value, index) => values.findIndex((other) => equals(value, other)) !== index);
}

/** Items without repeats, first occurrence kept. */
export function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Items by key. */
export function groupBy<T>(values: readonly T[], keyOf: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) (groups[keyOf(value)] ??= []).push(value);
  return groups;
}

/** Tags by first letter, letters sorted, tags sorted within. */
export function listTagsByLetters<T extends { label: string }>(tags: readonly T[]): { letter: string; tags: T[] }[] {
  const groups = groupBy(tags, (tag) => tag.label.charAt(0).toUpperCase());
  return Object.keys(groups)
    .sort()
    .map((letter) => ({ letter, tags: groups[letter]!.sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** The title of a tags page. */
export function translateTagsPageTitle(): string {
  return 'Tags';
}

/** Admonition props with a `title` given as a `<mdxAdmonitionTitle>` child lifted out (Docusaurus's processAdmonitionProps). Folio's Markdown passes titles as a prop already. */
export function processAdmonitionProps<T extends { title?: unknown }>(props: T): T {
  return props;
}
