import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '@folio/core';
import { loadSidebarsFile } from '../sidebars/load.ts';
import { CURRENT_VERSION_NAME } from '../versions.ts';

/** Why a version name is refused, or undefined when it is fine. Pure. */
export function invalidVersionName(name: string, existing: string[]): string | undefined {
  if (!name.trim()) return 'The version name is empty.';
  if (name === CURRENT_VERSION_NAME) return `"${CURRENT_VERSION_NAME}" is reserved for the docs folder itself.`;
  if (/[/\\?%*:|"<>#]|^\.\.?$/.test(name)) return `"${name}" cannot be used in folder names and URLs. Use letters, digits, dots and dashes, e.g. v1.2.0.`;
  if (existing.includes(name)) return `Version "${name}" already exists in versions.json.`;
  return undefined;
}

/**
 * Cuts a version: copies the current docs into versioned_docs/version-<name>, its sidebars into
 * versioned_sidebars/version-<name>-sidebars.json, and puts the name first in versions.json.
 */
export async function cutDocsVersion(args: { siteDir: string; name: string; docsPath: string; sidebarPath: string | false }): Promise<void> {
  const root = path.resolve(args.siteDir, path.dirname(args.docsPath));
  const versionsFile = path.join(root, 'versions.json');
  const existing = existsSync(versionsFile) ? (JSON.parse(await readFile(versionsFile, 'utf8')) as string[]) : [];
  const problem = invalidVersionName(args.name, existing);
  if (problem) throw new UserError(`folio docs:version: ${problem}`);
  const target = path.join(root, 'versioned_docs', `version-${args.name}`);
  if (existsSync(target)) throw new UserError(`folio docs:version: ${path.relative(args.siteDir, target)} already exists. Remove it or choose another name.`);
  await cp(path.resolve(args.siteDir, args.docsPath), target, { recursive: true });
  const { sidebars } = await loadSidebarsFile(args.siteDir, args.sidebarPath);
  await mkdir(path.join(root, 'versioned_sidebars'), { recursive: true });
  await writeFile(path.join(root, 'versioned_sidebars', `version-${args.name}-sidebars.json`), `${JSON.stringify(sidebars, null, 2)}\n`);
  await writeFile(versionsFile, `${JSON.stringify([args.name, ...existing], null, 2)}\n`);
}
