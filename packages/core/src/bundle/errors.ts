import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { createCodeFrame } from '@folio/markdown';
import type { Diagnostic } from '../plugin/types.ts';
import { DOCUSAURUS_COMPAT_DIR, THEME_DIR } from './aliases.ts';

/** The import specifier a file of Folio's theme answers to (`@theme/Footer`, `@docusaurus/theme-common`), if it is one. */
function specifierOf(file: string): string | undefined {
  for (const [dir, prefix] of [[THEME_DIR, '@theme/'], [DOCUSAURUS_COMPAT_DIR, '@docusaurus/']] as const) {
    const relative = path.relative(dir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    return prefix + relative.split(path.sep).join('/').replace(/(\/index)?\.[jt]sx?$/, '');
  }
  return undefined;
}

/**
 * esbuild's "No matching export" for a name a swizzled component (or other site code) takes from
 * Folio's theme or Docusaurus API, said in the author's terms: which name, from which module, and
 * what to do. Other messages are returned as they are. Pure.
 */
export function explainMissingExport(text: string, siteDir: string): string {
  const match = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(text);
  const specifier = match && specifierOf(path.resolve(siteDir, match[1]!));
  if (!match || !specifier) return text;
  const what = match[2] === 'default' ? 'default export' : `export "${match[2]}"`;
  return `${specifier} has no ${what} in Folio. Folio implements the parts of Docusaurus's theme API that its components and common swizzles use; this one is missing. Remove the import, or write what it does in your site's own code.`;
}

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
    const explained = explainMissingExport(message.text, siteDir);
    let diagnostic: Diagnostic;
    if (source) {
      const text = readIfPresent(source);
      const place = findInSource(text, message);
      diagnostic = { severity: 'error', file: source, ...place, message: explained, codeFrame: place ? createCodeFrame(text, place.line, place.column) : undefined };
    } else if (isInside(siteDir, file) && !file.includes(`${path.sep}node_modules${path.sep}`)) {
      // A module the dev server keeps in memory has no file: it is still named, without a code frame.
      const text = readIfPresent(file);
      diagnostic = { severity: 'error', file, line: location.line, column: location.column + 1, message: explained, codeFrame: text ? createCodeFrame(text, location.line, location.column + 1) : undefined };
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
