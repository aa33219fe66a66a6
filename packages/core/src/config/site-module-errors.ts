import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCodeFrame } from '@folio/markdown';
import type { Message } from 'esbuild';
import { UserError } from './errors.ts';
import { fileOfBundlePath } from './site-module-plugins.ts';

/** How a file is named in messages: relative to the working folder when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') ? relative : file;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** `file:line:column: cause` and the lines around it. */
function placed(file: string, line: number, column: number, cause: string): string {
  const text = readText(file);
  const frame = text === undefined ? '' : createCodeFrame(text, line, column);
  return `${displayPath(file)}:${line}:${column}: ${cause}${frame ? `\n${frame}` : ''}`;
}

/**
 * esbuild's errors for a module that does not compile (a syntax error, an import of a local file
 * that is not there), each placed in its file. `prefixLength` is what the loader added in front of
 * a file's first line, taken off the column there. Pure but for reading the files for code frames.
 */
export function describeSyntaxErrors(errors: Message[], siteDir: string, prefixLength: (file: string) => number): string {
  return errors
    .map((error) => {
      const notes = error.notes.map((note) => note.text).filter(Boolean);
      const cause = [error.text, ...notes].join(' ');
      if (!error.location) return cause;
      const file = path.resolve(siteDir, fileOfBundlePath(error.location.file));
      const { line } = error.location;
      const column = error.location.column + 1 - (line === 1 ? Math.min(prefixLength(file), error.location.column) : 0);
      return placed(file, line, column, cause);
    })
    .join('\n\n');
}

/** A place a stack trace names. */
interface StackPlace {
  file: string;
  line: number;
  column: number;
}

/** The places of a stack trace, innermost first. Pure. */
export function stackPlaces(stack: string): StackPlace[] {
  const places: StackPlace[] = [];
  for (const line of stack.split('\n')) {
    const match = /^\s+at (?:.*? \()?((?:file:\/\/)?\/[^():]+|[A-Za-z]:\\[^():]+):(\d+):(\d+)\)?$/.exec(line);
    if (!match) continue;
    const where = match[1]!;
    places.push({ file: where.startsWith('file://') ? fileURLToPath(where) : where, line: Number(match[2]), column: Number(match[3]) });
  }
  return places;
}

/** What went wrong, as one line: the message, with the error's kind unless it is a plain Error. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
}

/**
 * Turns an error thrown while a site module ran (or a function it exported was called) into a
 * user error at the innermost line of the site's own files in the stack (`files`), so
 * `throw new Error('x')` in a config reads `docusaurus.config.js:12:9: x`. When the stack names
 * none of them (a package the module imports is not installed), the message names `file`, and
 * mentions of the temporary bundle are replaced by it. User errors pass through as they are.
 */
export function describeLoadFailure(error: unknown, where: { file: string; files: readonly string[]; bundle?: string | undefined; prefixLength?: ((file: string) => number) | undefined }): UserError {
  if (error instanceof UserError) return error;
  // The temporary bundle means nothing to the reader: name the module instead.
  const cause = where.bundle ? causeOf(error).split(where.bundle).join(where.file) : causeOf(error);
  const place = error instanceof Error && error.stack ? stackPlaces(error.stack).find((p) => where.files.includes(p.file)) : undefined;
  if (place) {
    const shift = place.line === 1 && where.prefixLength ? Math.min(where.prefixLength(place.file), place.column - 1) : 0;
    const column = place.column - shift;
    return new UserError(placed(place.file, place.line, column, cause));
  }
  return new UserError(`${displayPath(where.file)}: ${cause}`);
}

/** Folio's own source folders: frames there are Folio calling the site's code, not the site's code. */
const FOLIO_SOURCES = ['packages', 'plugins', 'theme'].map((dir) => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..', dir) + path.sep);

/** Whether a file is the site's own code: not a package, not Folio. */
function isSiteCode(file: string): boolean {
  return !file.includes(`${path.sep}node_modules${path.sep}`) && !FOLIO_SOURCES.some((dir) => file.startsWith(dir));
}

/**
 * A user error for an error thrown by a function of the site's config that Folio called (an edit
 * URL, `createRedirects`): `what` says which, and the innermost line of the site's own code in the
 * stack says where. User errors pass through as they are.
 */
export function userCodeError(error: unknown, what: string): UserError {
  if (error instanceof UserError) return error;
  const cause = causeOf(error);
  const place = error instanceof Error && error.stack ? stackPlaces(error.stack).find((p) => isSiteCode(p.file)) : undefined;
  return new UserError(place ? placed(place.file, place.line, place.column, `${what}: ${cause}`) : `${what}: ${cause}`);
}
