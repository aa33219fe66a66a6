import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCodeFrame } from '@folio/markdown';
import { UserError } from '../config/errors.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import type { Diagnostic } from '../plugin/types.ts';
import type { RenderFailure } from './jobs.ts';
import { stackFrames } from './stack-map.ts';

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

/** True for a file of the site's own code: inside the site, outside node_modules and the cache. */
function isSiteCode(file: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.split(path.sep).some((part) => part === 'node_modules' || part === '.folio');
}

/**
 * Places a render crash at the first frame of its (source-mapped) stack in the site's own code:
 * the component that threw. Undefined when no frame is in the site (a crash inside Folio's theme
 * keeps its stack).
 */
function placeInComponent(failure: RenderFailure, siteDir: string): Diagnostic | undefined {
  const frame = stackFrames(failure.message).find((f) => isSiteCode(f.file, siteDir));
  if (!frame) return undefined;
  let codeFrame: string | undefined;
  try {
    codeFrame = createCodeFrame(readFileSync(frame.file, 'utf8'), frame.line, frame.column);
  } catch {
    codeFrame = undefined;
  }
  const error = failure.message.split('\n')[0]!;
  const where = frame.name ? ` (in ${frame.name.replace(/^Object\./, '')})` : '';
  return { severity: 'error', file: frame.file, line: frame.line, column: frame.column, message: `${error}${where}, while rendering this page`, codeFrame };
}

/** Indents every line after the first by four spaces, leaving empty lines empty. */
function indent(text: string): string {
  return text.split('\n').map((line, i) => (i === 0 || !line ? line : `    ${line}`)).join('\n');
}

/**
 * One user error for every page that failed to render. A component or name the Markdown uses but
 * never imports is placed where it is used; a component of the site that throws is placed at the
 * line that threw (through the server bundle's source map); other failures show the page, its
 * source and the top of the stack.
 */
export function renderFailuresError(failures: RenderFailure[], siteDir: string): UserError {
  const lines = failures.map((failure) => {
    const placed = placeInSource(failure) ?? placeInComponent(failure, siteDir);
    if (placed) return `  - ${failure.path}: ${indent(formatDiagnostic(placed, siteDir).trimEnd())}`;
    const source = failure.sourceFile ? ` (${path.relative(siteDir, failure.sourceFile)})` : '';
    return `  - ${failure.path}${source}:\n    ${indent(failure.message.split('\n').slice(0, 6).join('\n'))}`;
  });
  return new UserError(`${failures.length} page${failures.length > 1 ? 's' : ''} failed to render:\n${lines.join('\n')}`);
}
