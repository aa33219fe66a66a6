import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatIssue } from '@folio/core';
import type { z } from 'zod';
import { authorsFileSchema, type AuthorsMap } from './authors.ts';
import type { Reporter } from './report.ts';
import { normalizeTagsFile, tagsFileSchema, type TagDefinition } from './tags.ts';
import { parsePositionedYaml } from './yaml.ts';

/** A validated YAML file, or `failed` when it had errors (already reported). */
export type LoadedFile<T> = { value: T; failed: false; file: string } | { value: undefined; failed: true; file: string } | { value: undefined; failed: false; file: undefined };

/** Reads a YAML (or JSON) file and validates it, reporting syntax and schema errors at their lines. */
async function loadYamlFile<S extends z.ZodTypeAny>(file: string, schema: S, what: string, reporter: Reporter): Promise<LoadedFile<z.output<S>>> {
  const text = await readFile(file, 'utf8');
  const yaml = parsePositionedYaml(text);
  if (yaml.error) {
    reporter.report({ severity: 'error', file, ...yaml.error.place, message: `Invalid ${what}: ${yaml.error.message}` });
    return { value: undefined, failed: true, file };
  }
  const value = yaml.value ?? {};
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data, failed: false, file };
  for (const issue of result.error.issues) {
    const place = (issue.code === 'unrecognized_keys' ? yaml.locate([...issue.path, issue.keys[0]!], { key: true }) : yaml.locate(issue.path)) ?? { line: 1, column: 1 };
    reporter.report({ severity: 'error', file, ...place, message: `Invalid ${what}: ${formatIssue(issue, value)}` });
  }
  return { value: undefined, failed: true, file };
}

/** Loads `authors.yml` (or the configured file) from the blog folder; absent is fine. */
export async function loadAuthorsFile(blogDir: string, authorsMapPath: string, reporter: Reporter): Promise<LoadedFile<AuthorsMap>> {
  const file = path.resolve(blogDir, authorsMapPath);
  if (!existsSync(file)) return { value: undefined, failed: false, file: undefined };
  return loadYamlFile(file, authorsFileSchema, 'authors file (expected a map of author key → { name, title, url, image_url, socials })', reporter);
}

/**
 * Loads `tags.yml`: the configured file (which must exist), else `tags.yml` when present;
 * `false`/`null` turns tags files off. Two keys claiming one permalink is an error.
 */
export async function loadTagsFile(blogDir: string, option: string | false | null | undefined, reporter: Reporter): Promise<LoadedFile<Record<string, TagDefinition>>> {
  if (option === false || option === null) return { value: undefined, failed: false, file: undefined };
  const file = path.resolve(blogDir, option ?? 'tags.yml');
  if (!existsSync(file)) {
    if (option === undefined) return { value: undefined, failed: false, file: undefined };
    reporter.report({ severity: 'error', file, message: `Tags file not found. The blog plugin's "tags" option names it; create it or remove the option.` });
    return { value: undefined, failed: true, file };
  }
  const loaded = await loadYamlFile(file, tagsFileSchema, 'tags file (expected a map of tag key → { label, description, permalink })', reporter);
  if (!loaded.value) return loaded;
  const { tags, duplicates } = normalizeTagsFile(loaded.value);
  for (const duplicate of duplicates) {
    const place = parsePositionedYaml(await readFile(file, 'utf8')).locate([duplicate.keys[1]!]) ?? { line: 1, column: 1 };
    reporter.report({ severity: 'error', file, ...place, message: `Invalid tags file: the tags ${duplicate.keys.map((k) => `"${k}"`).join(', ')} share the permalink "/${duplicate.permalink}". Give each tag its own permalink.` });
  }
  return duplicates.length ? { value: undefined, failed: true, file } : { value: tags, failed: false, file };
}
