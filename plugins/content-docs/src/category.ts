import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { toUserError, UserError } from '@folio/core';

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

/** Reads and validates a folder's category file, if it has one; errors name the file. */
export async function loadCategoryMetadata(folder: string, siteDir: string): Promise<CategoryMetadata | undefined> {
  for (const name of FILE_NAMES) {
    const file = path.join(folder, name);
    if (!existsSync(file)) continue;
    const label = path.relative(siteDir, file);
    const text = await readFile(file, 'utf8');
    let raw: unknown;
    try {
      raw = name.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (error) {
      throw new UserError(`${label}: not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message}`);
    }
    const result = categoryMetadataSchema.safeParse(raw ?? {});
    if (!result.success) throw toUserError(result.error, label, 'category metadata', raw);
    return result.data;
  }
  return undefined;
}
