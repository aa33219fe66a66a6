import path from 'node:path';
import type { VersionInfo } from './versions.ts';

/**
 * The versions a set of changed files belongs to: a file inside a version's folder, or its
 * sidebars file, touches that version only. Undefined when some file belongs to no single version
 * (versions.json, a file next to the version folders), which may change them all. Pure.
 */
export function versionsTouchedBy(siteDir: string, versions: readonly VersionInfo[], changedFiles: readonly string[]): Set<string> | undefined {
  const touched = new Set<string>();
  for (const file of changedFiles) {
    const owner = versions.find((info) => {
      const folder = path.resolve(siteDir, info.contentPath);
      const sidebars = info.sidebarFilePath === false ? undefined : path.resolve(siteDir, info.sidebarFilePath);
      return file === sidebars || file.startsWith(`${folder}${path.sep}`);
    });
    if (!owner) return undefined;
    touched.add(owner.name);
  }
  return touched;
}
