import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../config/errors.ts';
import { swapPaths } from './swap.ts';

/**
 * What `folio clear` removes for a site: the output folder (`build` unless told otherwise), the
 * swap folders a crashed build can leave beside it, and the `.folio` cache. Absolute paths. Pure.
 */
export function clearTargets(siteDir: string, outDir = 'build'): string[] {
  const site = path.resolve(siteDir);
  const out = path.resolve(site, outDir);
  const relative = path.relative(out, site);
  // The output folder must never be the site itself or hold it: clearing it would delete the sources.
  if (relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new UserError(`Refusing to clear ${out}: the output folder must not be the site folder or contain it.`);
  }
  const { next, previous } = swapPaths(out);
  return [out, next, previous, path.join(site, '.folio')];
}

/** Removes the build output, leftover swap folders and caches; returns the folders that were there. */
export async function clearSite(siteDir: string, outDir?: string): Promise<string[]> {
  const removed: string[] = [];
  for (const target of clearTargets(siteDir, outDir)) {
    if (!existsSync(target)) continue;
    await rm(target, { recursive: true, force: true });
    removed.push(target);
  }
  return removed;
}
