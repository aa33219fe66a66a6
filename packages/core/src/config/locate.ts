import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { ZodError } from 'zod';
import { formatIssue } from './errors.ts';
import type { TextPlace } from './json.ts';

/**
 * Where the value at `keyPath` is written in a YAML text (JSON is YAML too), or its nearest
 * existing parent; with `key`, where the last key itself is written. `lineOffset` is added to
 * the line (1 for front matter, which starts after the `---` line). Pure.
 */
export function locateInYaml(text: string, keyPath: readonly (string | number)[], options: { key?: boolean; lineOffset?: number } = {}): TextPlace | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  let node: unknown = doc.contents;
  let found: Node | undefined = isMap(node) || isSeq(node) || isScalar(node) ? node : undefined;
  for (const [index, part] of keyPath.entries()) {
    let next: Node | undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
      const wantKey = options.key && index === keyPath.length - 1;
      next = (wantKey ? pair?.key : (pair?.value ?? pair?.key)) as Node | undefined;
      node = pair?.value;
    } else if (isSeq(node) && typeof part === 'number') {
      next = node.items[part] as Node | undefined;
      node = next;
    }
    if (!next || !('range' in next) || !next.range) break;
    found = next;
  }
  if (!found?.range) return undefined;
  const { line, col } = lineCounter.linePos(found.range[0]);
  return { line: line + (options.lineOffset ?? 0), column: col };
}

/** A validation problem placed in the text it came from. */
export interface PlacedIssue extends Partial<TextPlace> {
  /** `key: what was expected, what was found`. */
  message: string;
}

/**
 * Turns a validation failure of data read from a YAML or JSON text into one placed message per
 * problem: an unknown key points at the key, any other problem at the value.
 */
export function placeIssues(error: ZodError, input: unknown, text: string, lineOffset = 0): PlacedIssue[] {
  return error.issues.flatMap((issue) => {
    const messages = formatIssue(issue, input).split('\n');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key, i) => ({ ...locateInYaml(text, [...issue.path, key], { key: true, lineOffset }), message: messages[i] ?? messages[0]! }));
    }
    return messages.map((message) => ({ ...locateInYaml(text, issue.path, { lineOffset }), message }));
  });
}
