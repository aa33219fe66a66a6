import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createLogger, type BuildResult } from '@folio/core';
import { makeTmpDir } from './tmp.ts';

/** Repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * Copies a fixture site into a fresh folder under tests/.tmp (inside the repo, so packages
 * resolve). The folder is removed when the test file ends.
 */
export function copyFixture(name: string): string {
  const dir = makeTmpDir(name);
  cpSync(path.join(REPO_ROOT, 'tests', 'fixtures', name), dir, { recursive: true, filter: (src) => !/[/\\](build|\.folio)$/.test(src) });
  return dir;
}

/** Writes files into a site folder: `{ 'content/pages/x.md': '...' }`. */
export function writeFiles(siteDir: string, files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(siteDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** Captured log lines of a build. */
export interface CapturedLogs {
  warnings: string[];
  errors: string[];
}

/** Builds a site quietly, returning the result and what it warned about. */
export async function buildQuietly(siteDir: string, outDir?: string): Promise<BuildResult & CapturedLogs> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const base = createLogger('folio', true);
  const logger = {
    ...base,
    warn: (m: string) => warnings.push(m),
    error: (m: string) => errors.push(m),
    child: () => logger,
  };
  const result = await build({ siteDir, outDir, logger });
  return { ...result, warnings, errors };
}

/** Reads a built file as text. */
export function readBuilt(siteDir: string, relative: string, outDir = 'build'): string {
  return readFileSync(path.join(siteDir, outDir, relative), 'utf8');
}

/** Every file of a build with its bytes, for comparing builds. */
export function snapshotBuild(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dir, file), readFileSync(file));
    }
  }
  return files;
}

/** The files (relative paths, sorted) whose bytes differ between two snapshots of builds, or that only one has. */
export function differingFiles(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => !a.get(file)?.equals(b.get(file) ?? Buffer.alloc(0))).sort();
}
