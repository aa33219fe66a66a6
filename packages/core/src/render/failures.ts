import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCodeFrame } from '@folio/markdown';
import { UserError } from '../config/errors.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../plugin/types.ts';
import type { RenderFailure } from './jobs.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Render errors a page's own Markdown causes, how to find the place in it, and what to say. */
const PLACEABLE: { error: RegExp; place: (name: string) => RegExp; message: (match: RegExpExecArray) => string }[] = [
  {
    // MDX: a component used in a page but neither imported nor provided.
    error: /Expected component `([^`]+)` to be defined: [^\n]*/,
    place: (name) => new RegExp(`<${escapeRegExp(name)}(?![\\w.-])`),
    message: (match) => match[0],
  },
  {
    // MDX: an expression such as `{version}` naming something the page never defines.
    error: /ReferenceError: ([\w$]+) is not defined/,
    place: (name) => new RegExp(`\\{[^}]*?(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])`),
    message: (match) => `${match[1]} is not defined: an MDX expression uses a name the page does not import or export. Import it, or write \\{ to show a brace as text.`,
  },
];

/** Places a failure caused by the page's own Markdown at the spot in its source; undefined if it is elsewhere. */
function placeInSource(failure: RenderFailure): Diagnostic | undefined {
  for (const known of PLACEABLE) {
    const match = known.error.exec(failure.message);
    if (!match || !failure.sourceFile) continue;
    let text: string;
    try {
      text = readFileSync(failure.sourceFile, 'utf8');
    } catch {
      return undefined;
    }
    const lines = text.split(/\r?\n/);
    const pattern = known.place(match[1]!);
    const index = lines.findIndex((line) => pattern.test(line));
    if (index < 0) return undefined;
    const column = lines[index]!.search(pattern) + 1;
    return { severity: 'error', file: failure.sourceFile, line: index + 1, column, message: known.message(match), codeFrame: createCodeFrame(text, index + 1, column) };
  }
  return undefined;
}

/** Indents every line after the first by four spaces, leaving empty lines empty. */
function indent(text: string): string {
  return text.split('\n').map((line, i) => (i === 0 || !line ? line : `    ${line}`)).join('\n');
}

/**
 * One user error for every page that failed to render. A component or name the Markdown uses but
 * never imports is placed where it is used; other failures show the page, its source and the top
 * of the stack.
 */
export function renderFailuresError(failures: RenderFailure[], siteDir: string): UserError {
  const lines = failures.map((failure) => {
    const placed = placeInSource(failure);
    if (placed) return `  - ${failure.path}: ${indent(formatDiagnostic(placed, siteDir).trimEnd())}`;
    const source = failure.sourceFile ? ` (${path.relative(siteDir, failure.sourceFile)})` : '';
    return `  - ${failure.path}${source}:\n    ${indent(failure.message.split('\n').slice(0, 6).join('\n'))}`;
  });
  return new UserError(`${failures.length} page${failures.length > 1 ? 's' : ''} failed to render:\n${lines.join('\n')}`);
}
