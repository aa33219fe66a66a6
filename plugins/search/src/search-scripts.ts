import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSiteUrl } from '@folio/core';
import type { ByteCount } from './files.ts';

/** An error message of lunr's code (TokenSet.Builder); minifiers keep string literals. */
const LUNR_MARKER = 'Out of order word insertion';

/** Scripts (paths relative to the output folder) and what they weigh. */
export interface ScriptBytes extends ByteCount {
  files: string[];
}

const SCRIPT_TAG = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
const STATIC_IMPORT = /\bfrom\s*"(\.{1,2}\/[^"]+\.m?js)"|\bimport\s*"(\.{1,2}\/[^"]+\.m?js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*"(\.{1,2}\/[^"]+\.m?js)"\s*\)/g;

/** Files (relative to outDir) of the module scripts and preloads of a page's HTML that are in the build. */
function pageScripts(html: string, outDir: string, baseUrl: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const url = match[1] ?? match[2] ?? '';
    const sitePath = createSiteUrl({ baseUrl }).strip(url);
    if (sitePath === undefined) continue;
    const file = path.posix.normalize(sitePath.slice(1).split(/[?#]/)[0]!);
    if (!file.startsWith('..') && existsSync(path.join(outDir, file))) files.push(file);
  }
  return files;
}

/** Targets of one pattern of import in a built module, relative to outDir. */
function importsOf(outDir: string, file: string, pattern: RegExp): string[] {
  const code = readFileSync(path.join(outDir, file), 'utf8');
  return [...code.matchAll(pattern)].map((m) => path.posix.join(path.posix.dirname(file), m[1] ?? m[2] ?? '')).filter((f) => !f.startsWith('..') && existsSync(path.join(outDir, f)));
}

/** The given modules and everything they import statically. */
function staticClosure(outDir: string, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(outDir, file, STATIC_IMPORT));
  }
  return seen;
}

/**
 * The scripts a first search loads on top of the page: the chunk holding lunr, which the search
 * box imports on first use, and the chunks it imports that the page has not loaded yet. Found
 * from a page's HTML: its module scripts and preloads, the chunks they import dynamically, and
 * among those the one holding lunr's code. Undefined when there is none (no search box, or a
 * bundle this cannot read).
 */
export function findSearchScripts(outDir: string, pageHtml: string, baseUrl: string): ScriptBytes | undefined {
  const loaded = staticClosure(outDir, pageScripts(pageHtml, outDir, baseUrl));
  const lazy = new Set([...loaded].flatMap((file) => importsOf(outDir, file, DYNAMIC_IMPORT)));
  const lunrChunk = [...lazy].sort().find((file) => readFileSync(path.join(outDir, file), 'utf8').includes(LUNR_MARKER));
  if (!lunrChunk) return undefined;
  const files = [...staticClosure(outDir, [lunrChunk])].filter((f) => !loaded.has(f)).sort();
  const contents = files.map((f) => readFileSync(path.join(outDir, f)));
  return { files, raw: contents.reduce((n, c) => n + c.length, 0), gzip: contents.reduce((n, c) => n + gzipSync(c).length, 0) };
}
