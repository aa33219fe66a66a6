/** "3 min read", rounded up, as Docusaurus writes it. Pure. */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}
