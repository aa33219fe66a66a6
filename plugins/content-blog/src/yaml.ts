import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

/** A 1-based place in a file. */
export interface Place {
  line: number;
  column: number;
}

/** A parsed YAML text that can tell where each value sits. */
export interface PositionedYaml {
  /** The plain value; undefined when the text has syntax errors. */
  value: unknown;
  /** The first syntax error, placed in the file. */
  error?: { message: string; place: Place } | undefined;
  /**
   * Where the value at `path` is (or its nearest existing parent); with `key`, where the last
   * key of the path is written. `lineOffset` is already added.
   */
  locate(path: readonly (string | number)[], options?: { key?: boolean }): Place | undefined;
}

/**
 * Parses YAML keeping positions. `lineOffset` is the number of file lines before the YAML text
 * (1 for front matter, whose YAML starts after the opening `---`).
 */
export function parsePositionedYaml(text: string, lineOffset = 0): PositionedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const placeOf = (offset: number): Place => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const first = doc.errors[0];
  const locate = (path: readonly (string | number)[], options: { key?: boolean } = {}): Place | undefined => {
    let node: unknown = doc.contents;
    let found: Node | undefined = isScalar(node) || isMap(node) || isSeq(node) ? node : undefined;
    for (const [index, part] of path.entries()) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
        if (!pair) break;
        node = pair.value;
        // A key without a value points at the key; so does a request for the key itself.
        const wantKey = options.key && index === path.length - 1;
        const target = (wantKey ? pair.key : (pair.value ?? pair.key)) as Node | null;
        if (target && 'range' in target) found = target;
      } else if (isSeq(node) && typeof part === 'number') {
        node = node.items[part];
        if (node && typeof node === 'object' && 'range' in node) found = node as Node;
        else break;
      } else break;
    }
    return found?.range ? placeOf(found.range[0]) : undefined;
  };
  if (first) {
    const message = (first.message.split('\n')[0] ?? first.message).replace(/ at line \d+, column \d+:?$/, '');
    return { value: undefined, error: { message, place: placeOf(first.pos[0]) }, locate };
  }
  return { value: doc.toJS(), locate };
}

export { frontMatterYaml } from '@folio/markdown';
