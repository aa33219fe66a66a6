/**
 * Content modules (compiled Markdown) are bundled one by one, apart from the app. What they share
 * with the app (React, `@theme/...`, `@docusaurus/...`, `@folio/client`) is left as an import of a
 * placeholder, `folio-shared:<specifier>`; the app bundle gets one small entry per shared specifier
 * that re-exports exactly the names content modules use, and the placeholders are then replaced by
 * those entries' URLs. Everything here is pure string work.
 */

/** Prefix of the placeholder import paths in content bundles. */
export const SHARED_PREFIX = 'folio-shared:';

/** Specifiers a content module must share with the app rather than bundle a copy of. */
export const SHARED_SPECIFIER = /^(?:react(?:\/jsx-runtime|\/jsx-dev-runtime)?|react-dom(?:\/client)?|@folio\/client|@(?:theme|theme-original|theme-init|docusaurus)\/.+)$/;

/** Names one content bundle imports from each shared specifier; `*` for a namespace import. */
export type SharedNames = Record<string, string[]>;

const QUOTED = `["'](${SHARED_PREFIX}[^"']+)["']`;
/** `import a, {b as c} from "…"`, `import * as n from "…"`, `export {a} from "…"`, `export * from "…"`, `import "…"`. */
const STATEMENT = new RegExp(`\\b(import|export)\\s*([^;"']*?)\\s*from\\s*${QUOTED}|\\bimport\\s*${QUOTED}|\\bimport\\s*\\(\\s*${QUOTED}\\s*\\)`, 'g');

function namesOfClause(keyword: string, clause: string): string[] {
  const names: string[] = [];
  let rest = clause.trim();
  if (rest.startsWith('*')) return ['*'];
  const braces = /\{([^}]*)\}/.exec(rest);
  if (braces) {
    for (const part of braces[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      if (name) names.push(name);
    }
    rest = rest.replace(braces[0], '');
  }
  if (keyword === 'import') {
    const defaultName = rest.replace(/,/g, ' ').trim();
    if (defaultName.startsWith('*')) names.push('*');
    else if (defaultName) names.push('default');
  }
  return names;
}

/** Every shared specifier a bundled content module imports, with the names it takes from each. */
export function findSharedImports(code: string): SharedNames {
  const found = new Map<string, Set<string>>();
  const add = (specifier: string, names: string[]) => {
    const bare = specifier.slice(SHARED_PREFIX.length);
    const set = found.get(bare) ?? new Set<string>();
    for (const name of names) set.add(name);
    found.set(bare, set);
  };
  for (const match of code.matchAll(STATEMENT)) {
    if (match[3]) add(match[3], namesOfClause(match[1]!, match[2] ?? ''));
    else if (match[4]) add(match[4], []);
    else if (match[5]) add(match[5], ['*']);
  }
  return Object.fromEntries([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([specifier, names]) => [specifier, [...names].sort()]));
}

/** Merges the shared names of several content bundles. */
export function mergeSharedNames(all: Iterable<SharedNames>): SharedNames {
  const merged = new Map<string, Set<string>>();
  for (const names of all) {
    for (const [specifier, list] of Object.entries(names)) {
      const set = merged.get(specifier) ?? new Set<string>();
      for (const name of list) set.add(name);
      merged.set(specifier, set);
    }
  }
  return Object.fromEntries([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([specifier, set]) => [specifier, [...set].sort()]));
}

/** The app entry that stands for one shared specifier: it re-exports the names content modules use. */
export function sharedEntrySource(specifier: string, names: readonly string[]): string {
  const quoted = JSON.stringify(specifier);
  const lines: string[] = [];
  if (names.includes('*')) lines.push(`export * from ${quoted};`);
  const named = names.filter((name) => name !== '*');
  if (named.length) lines.push(`export { ${named.join(', ')} } from ${quoted};`);
  if (!lines.length) lines.push(`import ${quoted};`);
  return `${lines.join('\n')}\n`;
}

/** A file-name-safe name for a shared specifier's entry (`@theme/Tabs` → `shared-theme-Tabs`). */
export function sharedEntryName(specifier: string): string {
  return `shared-${specifier.replace(/^@/, '').replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** Replaces every placeholder in a content bundle by the URL (or file) of the app's entry for it. */
export function replaceSharedImports(code: string, targetOf: (specifier: string) => string): string {
  return code.replace(new RegExp(`(["'])${SHARED_PREFIX}([^"']+)\\1`, 'g'), (_, quote: string, specifier: string) => `${quote}${targetOf(specifier)}${quote}`);
}
