import { CORE_SCHEMA, load as loadLenientYaml } from 'js-yaml';
import { parseDocument } from 'yaml';
import { MarkdownError } from './errors.ts';

/** Front matter block at the very start of a file: `---`, YAML, `---`. */
const FRONT_MATTER = /^(?:\uFEFF)?---[ \t]*\r?\n([\s\S]*?)(?:\r?\n)?^---[ \t]*(?:\r?\n|$)/m;

/** The split of a file into its front matter and its Markdown body. */
export interface ParsedFrontMatter {
  /** The YAML mapping; `{}` when there is no front matter. Dates stay strings (YAML 1.2 core schema). */
  data: Record<string, unknown>;
  /** The text after the front matter. */
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyStartLine: number;
}

/** The YAML text of a file's front matter block ('' when it has none), for placing problems in it. */
export function frontMatterYaml(source: string): string {
  const match = FRONT_MATTER.exec(source);
  return match?.index === 0 ? (match[1] ?? '') : '';
}

/** The text after a file's front matter block (all of it when it has none), without parsing the YAML. */
export function frontMatterBody(source: string): string {
  const match = FRONT_MATTER.exec(source);
  return match?.index === 0 ? source.slice(match[0].length) : source.replace(/^\uFEFF/, '');
}

/** A file's Markdown body (after its front matter block, YAML not parsed) and the 1-based line where it starts. */
export function splitFrontMatter(source: string): { body: string; bodyStartLine: number } {
  const match = FRONT_MATTER.exec(source);
  if (!match || match.index !== 0) return { body: source.replace(/^\uFEFF/, ''), bodyStartLine: 1 };
  return { body: source.slice(match[0].length), bodyStartLine: countNewlines(match[0]) + 1 };
}

/**
 * Splits and parses YAML front matter. Invalid YAML, or YAML that is not a mapping, throws a
 * MarkdownError that names the file and the line in the file.
 */
export function parseFrontMatter(source: string, filePath: string): ParsedFrontMatter {
  const match = FRONT_MATTER.exec(source);
  if (!match || match.index !== 0) return { data: {}, body: source.replace(/^\uFEFF/, ''), bodyStartLine: 1 };
  const yamlText = match[1] ?? '';
  let data = quickYaml(yamlText);
  if (data === undefined) data = strictYaml(yamlText, filePath, source);
  data ??= {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new MarkdownError({ file: filePath, line: 2, column: 1, reason: 'Front matter must be a YAML mapping (key: value)', source });
  }
  const consumed = match[0];
  const body = source.slice(consumed.length);
  return { data: data as Record<string, unknown>, body, bodyStartLine: countNewlines(consumed) + 1 };
}

/**
 * The YAML as js-yaml reads it with the YAML 1.2 core schema (dates stay strings), undefined when
 * it refuses it. This is also how Docusaurus reads front matter (its parser is js-yaml), and it
 * accepts some YAML the strict parser refuses (a quoted value continued on an unindented line).
 * Several times faster than the yaml library: a cold process reads this site's 572 front matters
 * in about 30 ms against 180 ms (the two gave the same data for all 682 front matters of the site
 * and the test fixtures). The yaml library is used only for what js-yaml refuses.
 */
function quickYaml(yamlText: string): unknown {
  try {
    return loadLenientYaml(yamlText, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return undefined;
  }
}

/**
 * YAML that js-yaml refused, read by the yaml library (YAML 1.2 core schema); when that refuses it
 * too, a MarkdownError placed on the line of its first problem.
 */
function strictYaml(yamlText: string, filePath: string, source: string): unknown {
  const doc = parseDocument(yamlText, { prettyErrors: true });
  const error = doc.errors[0];
  if (!error) return toPlainData(doc, yamlText, filePath, source);
  const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
  throw new MarkdownError({ file: filePath, line: pos.line + 1, column: pos.col, reason: `Invalid front matter: ${firstLine(error.message)}`, source });
}

/**
 * The parsed YAML as plain data. The yaml library reports some problems only here, not as parse
 * errors (an alias whose anchor is not set before it: `title: *name`): they become a MarkdownError
 * placed on the first line that holds the alias, or on the front matter's first line.
 */
function toPlainData(doc: ReturnType<typeof parseDocument>, yamlText: string, filePath: string, source: string): unknown {
  try {
    return doc.toJS();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const alias = /: (\S+)$/.exec(message)?.[1];
    const index = alias ? yamlText.indexOf(`*${alias}`) : -1;
    const before = index === -1 ? '' : yamlText.slice(0, index);
    const line = countNewlines(before) + 2;
    const column = index === -1 ? 1 : index - before.lastIndexOf('\n');
    throw new MarkdownError({ file: filePath, line, column, reason: `Invalid front matter: ${firstLine(message)}`, source });
  }
}

/**
 * Returns the source with its front matter replaced by empty lines, so the Markdown parser sees
 * the same line numbers as the file.
 */
export function blankFrontMatter(parsed: Pick<ParsedFrontMatter, 'body' | 'bodyStartLine'>): string {
  return '\n'.repeat(parsed.bodyStartLine - 1) + parsed.body;
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The yaml library's first message line, without its own (fragment-relative) place. */
function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).replace(/ at line \d+, column \d+:?$/, '');
}
