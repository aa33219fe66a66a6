import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSiteUrl, type BuildScripts } from '@folio/core';
import type { ByteCount } from './files.ts';

/** Scripts (paths relative to the output folder) and what they weigh. */
export interface ScriptBytes extends ByteCount {
  files: string[];
}

/** The given scripts and every script they import statically (scripts the bundle does not list stand alone). */
function staticClosure(scripts: BuildScripts, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...(scripts[url]?.imports ?? []));
  }
  return seen;
}

/**
 * The scripts a first search loads on top of a page: the chunk holding lunr's code, which the
 * search box imports on demand, and the chunks it imports that the page has not loaded yet. Found
 * in the bundle's script graph (esbuild's metafile): the page's scripts and what they import, the
 * scripts those import with `import()`, and among them the one holding the `lunr` package.
 * Undefined when there is none (no search box). Sizes are read from the output folder.
 */
export function firstSearchScripts(pageScripts: readonly string[], scripts: BuildScripts, outDir: string, baseUrl: string): ScriptBytes | undefined {
  const loaded = staticClosure(scripts, pageScripts);
  const lazy = new Set([...loaded].flatMap((url) => scripts[url]?.dynamicImports ?? []));
  const lunrChunk = [...lazy].sort().find((url) => scripts[url]?.packages.includes('lunr'));
  if (!lunrChunk) return undefined;
  const siteUrl = createSiteUrl({ baseUrl });
  const files = [...staticClosure(scripts, [lunrChunk])]
    .filter((url) => !loaded.has(url))
    .flatMap((url) => siteUrl.strip(url)?.slice(1) ?? [])
    .sort();
  const contents = files.map((file) => readFileSync(path.join(outDir, file)));
  return { files, raw: contents.reduce((n, c) => n + c.length, 0), gzip: contents.reduce((n, c) => n + gzipSync(c).length, 0) };
}
