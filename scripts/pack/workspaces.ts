import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A package.json as far as packing reads and writes it. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  description?: string;
  type?: string;
  main?: string;
  types?: string;
  exports?: unknown;
  bin?: string | Record<string, string>;
  files?: string[];
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  workspaces?: string[];
  [key: string]: unknown;
}

/** One package of the monorepo. */
export interface Workspace {
  /** Folder, relative to the repository root, with `/` separators (`packages/core`). */
  dir: string;
  manifest: Manifest;
}

/** Reads a package.json. */
export function readManifest(file: string): Manifest {
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The folders the root package.json's `workspaces` patterns name, in pattern order then by name.
 * Patterns are folders (`theme`) or folders of folders (`plugins/*`), the forms npm documents for
 * workspaces; anything fancier is refused rather than guessed at.
 */
export function expandWorkspacePatterns(root: string, patterns: readonly string[]): string[] {
  return patterns.flatMap((pattern) => {
    const clean = pattern.replace(/\/+$/, '');
    if (!clean.includes('*')) return [clean];
    if (!clean.endsWith('/*') || clean.slice(0, -2).includes('*')) throw new Error(`The workspace pattern "${pattern}" in package.json is not one the pack script reads: use "folder" or "folder/*".`);
    const parent = clean.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
}

/** Every workspace package of the repository at `root`, as its root package.json lists them. */
export function findWorkspaces(root: string): Workspace[] {
  const rootManifest = readManifest(path.join(root, 'package.json'));
  return expandWorkspacePatterns(root, rootManifest.workspaces ?? []).map((dir) => ({ dir, manifest: readManifest(path.join(root, dir, 'package.json')) }));
}
