/**
 * The Mermaid diagram types a compiled page draws (`sequence`, `flowchart-v2`: mermaid's own type
 * ids), written into the page's compiled code as its first line. The bundler reads them back from
 * the module store's files, so that a page's route can list the code its diagrams load once it is
 * shown (fetched ahead of a click with the rest), with nothing compiled again: the marker travels
 * with the code, through the compile cache and into every module made from it. A page without
 * diagrams has no marker, so its code is unchanged.
 */
const PREFIX = '/* folio-diagrams:';
const SUFFIX = ' */\n';
const TYPE = /^[\w-]+$/;

/** `code` with a first line naming the diagram types it draws (distinct, in order); unchanged when there are none. Pure. */
export function withDiagramMarker(code: string, types: readonly string[]): string {
  const names = [...new Set(types.filter((type) => TYPE.test(type)))];
  return names.length ? `${PREFIX} ${names.join(' ')}${SUFFIX}${code}` : code;
}

/** The diagram types named by a compiled module's first line, or none. Pure. */
export function readDiagramMarker(code: string): string[] {
  if (!code.startsWith(PREFIX)) return [];
  const end = code.indexOf(SUFFIX, PREFIX.length);
  if (end < 0) return [];
  return code.slice(PREFIX.length, end).split(' ').filter((type) => TYPE.test(type));
}
