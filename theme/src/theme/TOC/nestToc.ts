/** A table-of-contents entry. */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/** An entry with the entries nested under it. */
export interface TocNode extends TocEntry {
  children: TocNode[];
}

/** Nests a flat heading list by level. Pure. */
export function nestToc(entries: TocEntry[]): TocNode[] {
  const root: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { ...entry, children: [] };
    while (stack.length && stack[stack.length - 1]!.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : root).push(node);
    stack.push(node);
  }
  return root;
}
