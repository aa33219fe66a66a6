import path from 'node:path';

/** Where an entry was listed. */
export type EntryKind = 'plugin' | 'theme' | 'preset';

/** One entry of `plugins`, `themes` or `presets`, read. */
export interface DocusaurusEntry {
  kind: EntryKind;
  /** The package it names (`@docusaurus/plugin-content-docs`), or how it is written (a local path, a function's name). */
  name: string;
  /** Its options (`{}` when none were given). */
  options: Record<string, unknown>;
  /** Where it is in the config, for messages: `plugins[2]`, `presets[0]`. */
  key: string;
  /** Where its options are: `plugins[2][1]`, `presets[0][1].docs`. */
  optionsKey: string;
  /** A function or a local module: code Folio cannot run. */
  code: boolean;
}

/** The package a path inside node_modules belongs to, as `require.resolve('pkg')` gives it. Pure. */
export function packageOfPath(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || !parts[at + 1]) return undefined;
  return parts[at + 1]!.startsWith('@') && parts[at + 2] ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

/**
 * The package names Docusaurus would try for a name written in a config, in its order:
 * `classic` → `classic`, `@docusaurus/preset-classic`, `docusaurus-preset-classic`;
 * `@org/x` → `@org/x`, `@org/docusaurus-plugin-x`; `@org` → `@org/docusaurus-plugin`. Pure.
 */
export function candidateNames(name: string, kind: EntryKind): string[] {
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/', 2) as [string, string | undefined];
    return rest ? [name, `${scope}/docusaurus-${kind}-${rest}`] : [`${scope}/docusaurus-${kind}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads one entry the way Docusaurus accepts them: a name, `[name, options]`, a function (a plugin
 * written inline), `[function, options]`, or `false`/`null` (left out; undefined is returned).
 * A name is matched against `known` (canonical package names) with Docusaurus's shorthands; a
 * path into node_modules (`require.resolve('pkg')`) names its package. Pure.
 */
export function readEntry(entry: unknown, kind: EntryKind, key: string, siteDir: string, known: ReadonlySet<string>): DocusaurusEntry | undefined {
  if (entry === false || entry === null || entry === undefined) return undefined;
  const [target, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  const opts = isPlainObject(options) ? options : {};
  if (typeof target === 'function') {
    return { kind, name: target.name ? `function ${target.name}` : 'an inline function', options: opts, key, optionsKey: `${key}[1]`, code: true };
  }
  const written = String(target);
  if (path.isAbsolute(written) || written.startsWith('.')) {
    const pkg = packageOfPath(written);
    if (pkg) return { kind, name: pkg, options: opts, key, optionsKey: `${key}[1]`, code: !known.has(pkg) };
    const relative = path.relative(siteDir, path.resolve(siteDir, written));
    return { kind, name: relative.startsWith('..') ? written : `./${relative}`, options: opts, key, optionsKey: `${key}[1]`, code: true };
  }
  const match = candidateNames(written, kind).find((name) => known.has(name));
  return { kind, name: match ?? written, options: opts, key, optionsKey: `${key}[1]`, code: false };
}
