import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { version as esbuildVersion } from 'esbuild';
import { FOLIO_VERSION } from '../version.ts';

/**
 * Folio's own code that shapes bundle output: this bundler's folder and the Markdown pipeline's
 * (TypeScript sources in Folio's repository, compiled JavaScript when installed from its packages).
 */
function toolchainDirs(): string[] {
  return [path.dirname(fileURLToPath(import.meta.url)), path.dirname(createRequire(import.meta.url).resolve('@folio/markdown'))];
}

let memo: string | undefined;

/**
 * A key of everything in Folio that decides what a bundle contains: its version, esbuild's, and
 * the text of its bundler and Markdown code; so cached bundles die with any change to them.
 */
export function toolchainKey(): string {
  if (memo) return memo;
  const hash = createHash('sha256').update(`${FOLIO_VERSION}\0${esbuildVersion}\0`);
  for (const [index, root] of toolchainDirs().entries()) {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|js)$/.test(file) && !/\.(test\.tsx?|d\.ts)$/.test(file))
      .sort();
    for (const file of files) hash.update(`${index}/${file}\0`).update(readFileSync(path.join(root, file)));
  }
  memo = hash.digest('hex');
  return memo;
}

/** A key of JSON-like options, functions included by their source text. */
export function optionsKey(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? `fn:${String(v)}` : v instanceof RegExp ? `re:${String(v)}` : v));
  return createHash('sha256').update(text ?? 'undefined').digest('hex');
}
