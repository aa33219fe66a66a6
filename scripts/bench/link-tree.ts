import { copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Mirrors `source` at `target`: real folders, and each file hard-linked to the original (copied when
 * hard links are impossible, e.g. across file systems). Files listed in `copies` (paths relative to
 * `source`) are always copied, so that the benchmark can edit them without touching the repository.
 *
 * Real folders of hard links rather than symbolic links, because neither tool follows symbolic
 * links the same way: Node's recursive readdir (Folio) does not descend into linked folders, and
 * webpack (Docusaurus) resolves a linked file to its real path outside the site, where Docusaurus
 * no longer finds the doc's metadata.
 */
export function linkTree(source: string, target: string, copies: ReadonlySet<string> = new Set(), relative = ''): void {
  const stat = lstatSync(source);
  if (stat.isSymbolicLink()) return linkTree(realpathSync(source), target, copies, relative);
  if (stat.isDirectory()) {
    mkdirSync(target, { recursive: true });
    for (const name of readdirSync(source)) linkTree(path.join(source, name), path.join(target, name), copies, path.join(relative, name));
    return;
  }
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(target, { force: true });
  if (copies.has(relative)) {
    copyFileSync(source, target);
    return;
  }
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

/** A symbolic link at `target` pointing to `source` (relative), replacing whatever was there. */
export function symlinkTo(source: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(path.relative(path.dirname(target), source), target);
}
