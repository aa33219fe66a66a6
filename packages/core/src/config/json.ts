import { UserError } from './errors.ts';

/** A 1-based place in a text. */
export interface TextPlace {
  line: number;
  column: number;
}

/** The line and column of a character offset. Pure. */
export function placeOfOffset(text: string, offset: number): TextPlace {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

class JsonSyntax {
  constructor(readonly offset: number, readonly expected: string) {}
}

const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/**
 * Finds the first JSON syntax error and says what was expected there (JSON.parse does not always
 * give a position). Pure; undefined for valid JSON.
 */
export function findJsonError(text: string): { offset: number; reason: string } | undefined {
  let i = 0;
  const fail = (expected: string): never => {
    throw new JsonSyntax(i, expected);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') return void i++;
      if (c < ' ') fail('a closing quote');
      if (c === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text)) fail('a valid escape such as \\n or \\"');
        i = ESCAPE.lastIndex;
      } else i++;
    }
    fail('a closing quote');
  };
  const list = (close: '}' | ']', item: () => void) => {
    i++;
    skipSpace();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      skipSpace();
      if (text[i] === ',') {
        i++;
        skipSpace();
        continue;
      }
      if (text[i] === close) return void i++;
      fail(`"," or "${close}"`);
    }
  };
  const value = (): void => {
    skipSpace();
    const c = text[i];
    if (c === '{') {
      return list('}', () => {
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        skipSpace();
        if (text[i] !== ':') fail('":"');
        i++;
        value();
      });
    }
    if (c === '[') return list(']', value);
    if (c === '"') return string();
    LITERAL.lastIndex = i;
    if (LITERAL.test(text)) i = LITERAL.lastIndex;
    else fail('a value');
  };
  try {
    value();
    skipSpace();
    if (i < text.length) fail('the end of the file');
    return undefined;
  } catch (error) {
    if (!(error instanceof JsonSyntax)) throw error;
    const found = error.offset >= text.length ? 'Unexpected end of file' : `Unexpected ${JSON.stringify(text[error.offset])}`;
    return { offset: error.offset, reason: `${found}, expected ${error.expected}` };
  }
}

/**
 * Parses the text of a JSON file the site author writes. A syntax error becomes a UserError that
 * reads `file:line:col Invalid JSON: Unexpected "}", expected …`.
 */
export function parseJsonFile(text: string, file: string): unknown {
  const clean = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(clean);
  } catch (error) {
    const found = findJsonError(clean);
    if (!found) throw new UserError(`${file} Invalid JSON: ${(error as Error).message}`);
    const { line, column } = placeOfOffset(clean, found.offset);
    throw new UserError(`${file}:${line}:${column} Invalid JSON: ${found.reason}`);
  }
}
