import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { createCodeFrame } from '@folio/markdown';
import type { Diagnostic } from '../plugin/types.ts';

/** True for the error esbuild throws when a build fails. */
export function isBuildFailure(error: unknown): error is BuildFailure {
  return error instanceof Error && Array.isArray((error as Partial<BuildFailure>).errors);
}

function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The place in `text` of the string literal an import error is about, or of the line esbuild quotes. */
function findInSource(text: string, message: Message): { line: number; column: number } | undefined {
  const lines = text.split(/\r?\n/);
  const specifier = /"([^"]+)"/.exec(message.text)?.[1];
  const needles = [...(specifier ? [`'${specifier}'`, `"${specifier}"`] : []), message.location?.lineText.trim() ?? ''].filter(Boolean);
  for (const needle of needles) {
    const index = lines.findIndex((line) => line.includes(needle));
    if (index >= 0) return { line: index + 1, column: lines[index]!.indexOf(needle) + 1 };
  }
  return undefined;
}

/**
 * The author's side of a failed bundle: each esbuild error in a file of the site becomes a
 * diagnostic on that file; an error in compiled Markdown (a module-store file) is placed on the
 * Markdown source, at the import it names. Returns undefined when any error is outside the site
 * (a Folio bug, to be reported as such).
 */
export function toBundleDiagnostics(failure: BuildFailure, siteDir: string, moduleSources: ReadonlyMap<string, string>): Diagnostic[] | undefined {
  const diagnostics = new Map<string, Diagnostic>();
  for (const message of failure.errors) {
    const location = message.location;
    if (!location) return undefined;
    const file = path.resolve(siteDir, location.file);
    const source = moduleSources.get(file);
    let diagnostic: Diagnostic;
    if (source) {
      const text = readIfPresent(source);
      const place = findInSource(text, message);
      diagnostic = { severity: 'error', file: source, ...place, message: message.text, codeFrame: place ? createCodeFrame(text, place.line, place.column) : undefined };
    } else if (isInside(siteDir, file) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
      // A module the dev server keeps in memory has no file: it is still named, without a code frame.
      const text = readIfPresent(file);
      diagnostic = { severity: 'error', file, line: location.line, column: location.column + 1, message: message.text, codeFrame: text ? createCodeFrame(text, location.line, location.column + 1) : undefined };
    } else {
      return undefined;
    }
    diagnostics.set(`${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${diagnostic.message}`, diagnostic);
  }
  return [...diagnostics.values()];
}

/** A file's text, or '' when it cannot be read (the place then stays unknown; the file is still named). */
function readIfPresent(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
