import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { version as esbuildVersion } from 'esbuild';
import { FOLIO_VERSION } from '../version.ts';

const PACKAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folio's own sources that shape bundle output: the bundler and the Markdown pipeline. */
const TOOLCHAIN_DIRS = ['core/src/bundle', 'markdown/src'];

let memo: string | undefined;

/**
 * A key of everything in Folio that decides what a bundle contains: its version, esbuild's, and
 * the text of its bundler and Markdown sources; so cached bundles die with any change to them.
 */
export function toolchainKey(): string {
  if (memo) return memo;
  const hash = createHash('sha256').update(`${FOLIO_VERSION}\0${esbuildVersion}\0`);
  for (const dir of TOOLCHAIN_DIRS) {
    const root = path.join(PACKAGES_DIR, dir);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort();
    for (const file of files) hash.update(`${dir}/${file}\0`).update(readFileSync(path.join(root, file)));
  }
  memo = hash.digest('hex');
  return memo;
}

/** A key of JSON-like options, functions included by their source text. */
export function optionsKey(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? `fn:${String(v)}` : v instanceof RegExp ? `re:${String(v)}` : v));
  return createHash('sha256').update(text ?? 'undefined').digest('hex');
}
