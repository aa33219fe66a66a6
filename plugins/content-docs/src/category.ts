import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { findJsonError, placeIssues, placeOfOffset, type PlacedIssue } from '@folio/core';

const categoryLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('doc'), id: z.string() }).strict(),
  z
    .object({
      type: z.literal('generated-index'),
      title: z.string().optional(),
      description: z.string().optional(),
      slug: z.string().optional(),
      image: z.string().optional(),
      keywords: z.array(z.string()).optional(),
    })
    .strict(),
]);

/** `_category_.json` / `.yml` / `.yaml` of a docs folder. */
export const categoryMetadataSchema = z
  .object({
    /** Sidebar label; defaults to the folder name. */
    label: z.string().optional(),
    /** Order among its siblings. */
    position: z.number().optional(),
    collapsible: z.boolean().optional(),
    collapsed: z.boolean().optional(),
    className: z.string().optional(),
    /** What clicking the category opens: a doc, a generated index page, or nothing (null). */
    link: categoryLinkSchema.nullable().optional(),
    description: z.string().optional(),
    customProps: z.record(z.unknown()).optional(),
  })
  .strict();

/** Validated category metadata. */
export type CategoryMetadata = z.output<typeof categoryMetadataSchema>;

const FILE_NAMES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** A problem in a category file: the file (absolute) and the placed message. */
export interface CategoryProblem extends PlacedIssue {
  file: string;
}

/** Parses a category file's text; a syntax error comes back placed. */
function parseCategoryText(text: string, json: boolean): { value: unknown } | { error: PlacedIssue } {
  const clean = text.replace(/^\uFEFF/, '');
  if (json) {
    const found = findJsonError(clean);
    return found ? { error: { ...placeOfOffset(clean, found.offset), message: `Invalid JSON: ${found.reason}` } } : { value: JSON.parse(clean) };
  }
  const doc = parseDocument(clean, { prettyErrors: true });
  const first = doc.errors[0];
  if (!first) return { value: doc.toJS() };
  const place = first.linePos?.[0];
  return { error: { line: place?.line, column: place?.col, message: `Invalid YAML: ${(first.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')}` } };
}

/**
 * Reads and validates a folder's category file, if it has one. Problems go to `report`, placed
 * at the line and column they concern, and the folder then has no metadata.
 */
export async function loadCategoryMetadata(folder: string, report: (problem: CategoryProblem) => void): Promise<CategoryMetadata | undefined> {
  for (const name of FILE_NAMES) {
    const file = path.join(folder, name);
    if (!existsSync(file)) continue;
    const text = await readFile(file, 'utf8');
    const parsed = parseCategoryText(text, name.endsWith('.json'));
    if ('error' in parsed) {
      report({ file, ...parsed.error });
      return undefined;
    }
    const raw = parsed.value ?? {};
    const result = categoryMetadataSchema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of placeIssues(result.error, raw, text)) report({ file, ...issue, message: `Invalid category metadata: ${issue.message}` });
    return undefined;
  }
  return undefined;
}
