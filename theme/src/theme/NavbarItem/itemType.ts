/** The type of an item: explicit, or `dropdown` when it has children, else `default`. Pure. */
export function itemType(item: { type?: string | undefined; items?: unknown }): string {
  return item.type ?? (item.items ? 'dropdown' : 'default');
}
