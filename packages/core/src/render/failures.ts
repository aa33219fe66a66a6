import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCodeFrame } from '@folio/markdown';
import { UserError } from '../config/errors.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../plugin/types.ts';
import type { RenderFailure } from './jobs.ts';

/** MDX's message for a component used in a page but neither imported nor provided. */
const MISSING_COMPONENT = /Expected component `([^`]+)` to be defined: [^\n]*/;

/** Places a missing-component failure on the `<Name` in the page's own source; undefined if it is elsewhere. */
function placeMissingComponent(failure: RenderFailure): Diagnostic | undefined {
  const match = MISSING_COMPONENT.exec(failure.message);
  if (!match || !failure.sourceFile) return undefined;
  let text: string;
  try {
    text = readFileSync(failure.sourceFile, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split(/\r?\n/);
  const pattern = new RegExp(`<${match[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`);
  const index = lines.findIndex((line) => pattern.test(line));
  if (index < 0) return undefined;
  const column = lines[index]!.search(pattern) + 1;
  return { severity: 'error', file: failure.sourceFile, line: index + 1, column, message: match[0], codeFrame: createCodeFrame(text, index + 1, column) };
}

/** Indents every line after the first by four spaces, leaving empty lines empty. */
function indent(text: string): string {
  return text.split('\n').map((line, i) => (i === 0 || !line ? line : `    ${line}`)).join('\n');
}

/**
 * One user error for every page that failed to render. A component the Markdown uses but never
 * imports is placed at its tag; other failures show the page, its source and the top of the stack.
 */
export function renderFailuresError(failures: RenderFailure[], siteDir: string): UserError {
  const lines = failures.map((failure) => {
    const placed = placeMissingComponent(failure);
    if (placed) return `  - ${failure.path}: ${indent(formatDiagnostic(placed, siteDir).trimEnd())}`;
    const source = failure.sourceFile ? ` (${path.relative(siteDir, failure.sourceFile)})` : '';
    return `  - ${failure.path}${source}:\n    ${indent(failure.message.split('\n').slice(0, 6).join('\n'))}`;
  });
  return new UserError(`${failures.length} page${failures.length > 1 ? 's' : ''} failed to render:\n${lines.join('\n')}`);
}
