import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { writeFileWhole } from '@folio/core';
import path from 'node:path';
import type { CopyTemplate } from './convert.ts';
import type { ConvertJob } from './convert-source.ts';

/** Bumped whenever conversion changes what it makes, so templates of older builds are not reused. */
export const TEMPLATE_FORMAT = 'folio-llms-template-1';

/** The cache key of a file's template: its prepared text and how it is parsed. Pure. */
export function templateKey(job: ConvertJob): string {
  return createHash('sha256').update(`${TEMPLATE_FORMAT}\0${job.format}\0${job.comments}\0`).update(job.text).digest('hex').slice(0, 32);
}

/**
 * The key of a source file as read (its bytes and the site's Markdown options, functions by
 * their code): a warm build finds the template of an unchanged file without preparing it. Pure.
 */
export function sourceKey(bytes: Uint8Array, markdownOptions: unknown): string {
  const options = JSON.stringify(markdownOptions ?? null, (_, value: unknown) => (typeof value === 'function' ? String(value) : value));
  return createHash('sha256').update(`${TEMPLATE_FORMAT}\0${options}\0`).update(bytes).digest('hex').slice(0, 32);
}

/** Templates kept between builds in one file: a warm build reads it once and converts nothing unchanged. */
export interface TemplateCache {
  get(key: string): CopyTemplate | undefined;
  set(key: string, template: CopyTemplate): void;
  /** The template key a source key led to in an earlier build. */
  keyOfSource(source: string): string | undefined;
  setKeyOfSource(source: string, key: string): void;
  /** Writes the templates this build used (and only those), when anything changed. */
  save(): Promise<void>;
}

/** Opens the cache file in `dir` (a missing or unreadable file is an empty cache). */
export async function openTemplateCache(dir: string): Promise<TemplateCache> {
  const file = path.join(dir, 'templates.json');
  let stored: Record<string, CopyTemplate> = {};
  let storedSources: Record<string, string> = {};
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { format?: string; entries?: Record<string, CopyTemplate>; sources?: Record<string, string> };
    if (parsed.format === TEMPLATE_FORMAT && parsed.entries) {
      stored = parsed.entries;
      storedSources = parsed.sources ?? {};
    }
  } catch {
    stored = {};
  }
  const used: Record<string, CopyTemplate> = {};
  const usedSources: Record<string, string> = {};
  let changed = false;
  return {
    keyOfSource(source) {
      const key = usedSources[source] ?? storedSources[source];
      if (key && (used[key] ?? stored[key])) {
        usedSources[source] = key;
        return key;
      }
      return undefined;
    },
    setKeyOfSource(source, key) {
      usedSources[source] = key;
      changed = true;
    },
    get(key) {
      const template = used[key] ?? stored[key];
      if (template) used[key] = template;
      return template;
    },
    set(key, template) {
      used[key] = template;
      changed = true;
    },
    async save() {
      if (!changed && Object.keys(used).length === Object.keys(stored).length && Object.keys(usedSources).length === Object.keys(storedSources).length) return;
      await mkdir(dir, { recursive: true });
      // Whole or not at all: an interrupted build never leaves half a cache to read.
      await writeFileWhole(file, JSON.stringify({ format: TEMPLATE_FORMAT, entries: used, sources: usedSources }));
    },
  };
}
