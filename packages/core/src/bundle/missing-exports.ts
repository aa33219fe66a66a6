import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createCodeFrame } from '@folio/markdown';
import type { Diagnostic } from '../plugin/types.ts';
import { DOCUSAURUS_COMPAT_DIR, resolveModuleFile, resolveThemeComponent, THEME_DIR, type AliasOptions } from './aliases.ts';
import type { SharedNames } from './shared-imports.ts';
import { DOCUSAURUS_EXPORTS } from './docusaurus-exports.ts';

const exportsCache = new Map<string, Promise<string[]>>();

/** The names a module exports (`default` included), found by bundling it with esbuild. */
export function exportsOf(file: string): Promise<string[]> {
  let names = exportsCache.get(file);
  if (!names) {
    names = build({ entryPoints: [file], bundle: true, write: false, metafile: true, format: 'esm', platform: 'neutral', packages: 'external', jsx: 'automatic', logLevel: 'silent', outdir: '/folio-exports', alias: { '@theme': THEME_DIR, '@theme-original': THEME_DIR, '@theme-init': THEME_DIR, '@docusaurus': DOCUSAURUS_COMPAT_DIR } })
      .then((result) => Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.exports.slice().sort() ?? [])
      .catch(() => []);
    exportsCache.set(file, names);
  }
  return names;
}

/** The import specifier a file of Folio's theme or Docusaurus compatibility folder answers to. Pure. */
export function specifierOfFile(file: string): string | undefined {
  for (const [dir, prefix] of [[DOCUSAURUS_COMPAT_DIR, '@docusaurus/'], [THEME_DIR, '@theme/']] as const) {
    const relative = path.relative(dir, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    return prefix + relative.split(path.sep).join('/').replace(/(\/index)?\.[jt]sx?$/, '');
  }
  return undefined;
}

/** What to say about `name` missing from Folio's `specifier`, listing what Folio offers instead. Pure. */
export function missingExportMessage(specifier: string, name: string, offered: readonly string[]): string {
  const docusaurusModule = specifier.startsWith('@docusaurus/') ? specifier.slice('@docusaurus/'.length) : undefined;
  const inDocusaurus = docusaurusModule !== undefined && DOCUSAURUS_EXPORTS[docusaurusModule]?.includes(name);
  const what = name === 'default' ? 'default export' : `export "${name}"`;
  const why = inDocusaurus ? `Docusaurus has it, Folio does not provide it yet` : docusaurusModule !== undefined ? `Docusaurus 3 does not have it either` : `no such export`;
  const list = offered.length ? offered.join(', ') : 'nothing';
  return `"${specifier}" has no ${what} in Folio (${why}). "${specifier}" offers: ${list}.`;
}

/**
 * Rewrites esbuild's `No matching export in "<Folio file>" for import "X"` into a message naming
 * the module as the site wrote it, the missing name and what Folio offers instead.
 */
export async function explainMissingExports(diagnostics: Diagnostic[], siteDir: string): Promise<Diagnostic[]> {
  return Promise.all(
    diagnostics.map(async (diagnostic) => {
      const match = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(diagnostic.message);
      if (!match) return diagnostic;
      const file = path.resolve(siteDir, match[1]!);
      const specifier = specifierOfFile(file);
      if (!specifier) return diagnostic;
      return { ...diagnostic, message: missingExportMessage(specifier, match[2]!, await exportsOf(file)) };
    }),
  );
}

/** The place of `name` in the import of `specifier` in a source text; the import's line when the name is not spelled out. */
function locateImportedName(text: string, specifier: string, name: string): { line: number; column: number } | undefined {
  for (const quote of ["'", '"']) {
    const at = text.indexOf(`${quote}${specifier}${quote}`);
    if (at < 0) continue;
    const start = text.lastIndexOf('import', at);
    const statement = text.slice(Math.max(start, 0), at);
    const found = name === 'default' ? -1 : statement.search(new RegExp(`\\b${name.replace(/[$]/g, '\\$')}\\b`));
    const offset = found >= 0 ? Math.max(start, 0) + found : at;
    const before = text.slice(0, offset).split(/\r?\n/);
    return { line: before.length, column: before[before.length - 1]!.length + 1 };
  }
  return undefined;
}

/**
 * Content modules (compiled Markdown) import theme and Docusaurus modules through the app's shared
 * entries; a name one of those modules lacks is reported here, on the Markdown file's import,
 * before the app bundle would fail on its generated entry.
 */
export async function checkSharedImports(
  byModule: ReadonlyMap<string, SharedNames>,
  moduleSources: ReadonlyMap<string, string>,
  alias: AliasOptions,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const [module, shared] of byModule) {
    for (const [specifier, names] of Object.entries(shared)) {
      const file = specifier.startsWith('@docusaurus/') ? resolveModuleFile(path.join(DOCUSAURUS_COMPAT_DIR, specifier.slice('@docusaurus/'.length))) : resolveThemeComponent(specifier, alias);
      if (!file) continue;
      const offered = await exportsOf(file);
      if (!offered.length) continue;
      for (const name of names.filter((n) => n !== '*' && !offered.includes(n))) {
        const source = moduleSources.get(module) ?? module;
        let text = '';
        try {
          text = readFileSync(source, 'utf8');
        } catch {
          // The place stays unknown; the file is still named.
        }
        const place = locateImportedName(text, specifier, name);
        diagnostics.push({ severity: 'error', file: source, ...place, message: missingExportMessage(specifier, name, offered), codeFrame: place ? createCodeFrame(text, place.line, place.column) : undefined });
      }
    }
  }
  return diagnostics;
}
