import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMarkdown } from './compile-lazy.ts';
import { DEFAULT_TOC_MAX_LEVEL, DEFAULT_TOC_MIN_LEVEL, resolveFormat } from './constants.ts';
import { getMarkdownOptionsFingerprint } from './options.ts';
import { getPluginsFingerprint } from './plugins-key.ts';
import type { CompiledMarkdown, CompileInput } from './types.ts';
import { writeFileWholeSync } from './write-whole.ts';

/**
 * Bump when the pipeline's output changes for the same input (new plugin, new output shape), so
 * old cache entries stop matching.
 */
export const PIPELINE_VERSION = 'folio-markdown@5';

/** A store of compiled files by key. */
export interface CompileCache {
  get(key: string): CompiledMarkdown | undefined;
  set(key: string, value: CompiledMarkdown): void;
  /** Whether an entry is stored for a key, known without reading it (it may still prove unreadable). */
  has?(key: string): boolean;
}

/** sha256 of an entry's JSON, written on the entry's first line. */
function checksum(json: string): string {
  return createHash('sha256').update(json).digest('hex');
}

/**
 * A cache on disk: one file per entry under `dir`, a checksum line then the JSON. An entry that
 * cannot be read, fails its checksum (a torn or damaged write) or has the wrong shape is a miss
 * (the caller then compiles and `set` rewrites it). Writes are atomic (temp + rename), so
 * parallel builds never see half a file. An entry read while the value read before is still in
 * use (referenced elsewhere) is that value again, not read from disk a second time.
 */
export function createCompileCache(dir: string, options: { memory?: boolean } = {}): CompileCache {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  // A long-lived process (the development server) also keeps what it read or wrote, so a reload reads no file twice.
  const memory = options.memory ? new Map<string, CompiledMarkdown>() : undefined;
  // Entries read and still in use elsewhere: the same doc in five versions is read, checked and parsed once.
  const inUse = new Map<string, WeakRef<CompiledMarkdown>>();
  return {
    get(key) {
      const remembered = memory?.get(key) ?? inUse.get(key)?.deref();
      if (remembered) return remembered;
      try {
        const text = readFileSync(fileOf(key), 'utf8');
        const newline = text.indexOf('\n');
        const json = text.slice(newline + 1);
        if (newline < 0 || text.slice(0, newline) !== checksum(json)) return undefined;
        const value: unknown = JSON.parse(json);
        if (!isCompiledMarkdown(value)) return undefined;
        memory?.set(key, value);
        inUse.set(key, new WeakRef(value));
        return value;
      } catch {
        return undefined;
      }
    },
    has: (key) => memory?.has(key) === true || existsSync(fileOf(key)),
    set(key, value) {
      memory?.set(key, value);
      const file = fileOf(key);
      mkdirSync(path.dirname(file), { recursive: true });
      const json = JSON.stringify(value);
      writeFileWholeSync(file, `${checksum(json)}\n${json}`);
    },
  };
}

/**
 * The cache key of an input: sha256 of the source, the resolved format, the TOC levels, the site
 * plugins' code and options, the site's Markdown switches (functions by their code), and
 * PIPELINE_VERSION. The file path is not part of it, so identical
 * files (the same doc in five versions) share one entry.
 */
export function getCompileCacheKey(input: CompileInput): string {
  return createHash('sha256')
    .update(input.source)
    .update('\0')
    .update(resolveFormat(input.format, input.filePath))
    .update(`\0${input.tocMinLevel ?? DEFAULT_TOC_MIN_LEVEL}-${input.tocMaxLevel ?? DEFAULT_TOC_MAX_LEVEL}\0`)
    .update(getPluginsFingerprint(input))
    .update(`\0${getMarkdownOptionsFingerprint(input.markdown)}`)
    .update(`\0${PIPELINE_VERSION}`)
    .digest('hex');
}

/** Compiles under way, by key, with the file that started each (errors name that file). */
const inFlight = new Map<string, { filePath: string; promise: Promise<CompiledMarkdown> }>();

/**
 * compileMarkdown through a cache. Concurrent compiles of the same content share one run.
 * Messages of a cached entry are re-addressed to this input's file.
 */
export async function compileWithCache(input: CompileInput, cache: CompileCache): Promise<CompiledMarkdown> {
  const key = getCompileCacheKey(input);
  const cached = cache.get(key);
  if (cached) return readdressMessages(cached, input.filePath);
  const shared = inFlight.get(key);
  if (shared) {
    try {
      return readdressMessages(await shared.promise, input.filePath);
    } catch (error) {
      // Compile again so the error names this file, not the one that started the shared run.
      if (shared.filePath !== input.filePath) return compileMarkdown(input);
      throw error;
    }
  }
  const promise = compileMarkdown(input).then((result) => {
    cache.set(key, result);
    return result;
  });
  inFlight.set(key, { filePath: input.filePath, promise });
  try {
    return await promise;
  } finally {
    inFlight.delete(key);
  }
}

/** A compile result with its messages addressed to `file` (cached entries are shared by identical files). */
export function readdressMessages(result: CompiledMarkdown, file: string): CompiledMarkdown {
  if (result.messages.every((message) => message.file === file)) return result;
  return { ...result, messages: result.messages.map((message) => ({ ...message, file })) };
}

function isCompiledMarkdown(value: unknown): value is CompiledMarkdown {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    typeof v.frontMatter === 'object' && v.frontMatter !== null &&
    Array.isArray(v.toc) && Array.isArray(v.headingIds) && Array.isArray(v.links) && Array.isArray(v.images) &&
    Array.isArray(v.sections) && Array.isArray(v.messages) && typeof v.hasMermaid === 'boolean'
  );
}
