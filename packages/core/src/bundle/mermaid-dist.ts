import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * mermaid's prebuilt browser build, which the app loads instead of bundling mermaid: the entry
 * `dist/mermaid.esm.min.mjs` and the chunks it imports (`dist/chunks/mermaid.esm.min/`), published
 * as they are below `assets/mermaid/<version>-<hash>/`.
 */
export interface MermaidDist {
  /** mermaid's `dist/` folder, absolute. */
  dir: string;
  /** The entry module, absolute. */
  entry: string;
  /** mermaid's package.json, absolute. */
  packageJson: string;
  version: string;
  /**
   * Where the build goes below the output folder and the base URL: `assets/mermaid/<version>-<hash>`,
   * the hash of the entry's bytes (which name every chunk by its content), so another mermaid is
   * another URL and browsers may keep these files for good.
   */
  path: string;
}

/** The prebuilt entry, relative to mermaid's package folder. */
export const PREBUILT_ENTRY = 'dist/mermaid.esm.min.mjs';

/** Where published builds go below the output folder. */
const PUBLISHED_DIR = 'assets/mermaid';

/** Builds found so far, by their `path` (content-addressed), so the dev server can answer their URLs. */
const byPath = new Map<string, MermaidDist>();
/** Builds found so far, by package.json, with its and the entry's sizes and times when they were read. */
const byPackage = new Map<string, { stamp: string; dist: MermaidDist }>();

function stampOf(file: string): string | undefined {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

function resolvePackageJson(fromDir: string): string | undefined {
  try {
    return createRequire(path.join(fromDir, 'index.js')).resolve('mermaid/package.json');
  } catch {
    return undefined;
  }
}

/**
 * The prebuilt browser build of the mermaid that `import 'mermaid'` finds from `fromDir` (a
 * module's folder), or undefined when there is no mermaid there or it has no such build (then
 * mermaid is bundled as any package). Remembered by package, its package.json's and entry's size and time.
 */
export function findMermaidDist(fromDir: string): MermaidDist | undefined {
  const packageJson = resolvePackageJson(fromDir);
  if (!packageJson) return undefined;
  const entry = path.join(path.dirname(packageJson), PREBUILT_ENTRY);
  const entryStamp = stampOf(entry);
  if (!entryStamp) return undefined;
  const stamp = `${stampOf(packageJson)}|${entryStamp}`;
  const known = byPackage.get(packageJson);
  if (known?.stamp === stamp) return known.dist;
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const hash = createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 10);
  const dist: MermaidDist = { dir: path.dirname(entry), entry, packageJson, version, path: `${PUBLISHED_DIR}/${version.replace(/[^\w.-]/g, '_')}-${hash}` };
  byPackage.set(packageJson, { stamp, dist });
  byPath.set(dist.path, dist);
  return dist;
}

/** A build found before in this process, by its `path` below the output folder. */
export function knownMermaidDist(distPath: string): MermaidDist | undefined {
  return byPath.get(distPath);
}

/** The site path of a file of the build (absolute, inside `dist.dir`): `assets/mermaid/<version>-<hash>/…`. Pure. */
export function publishedPath(dist: MermaidDist, file: string): string {
  return `${dist.path}/${path.relative(dist.dir, file).split(path.sep).join('/')}`;
}

/** Splits a site path below `assets/mermaid/` into the build's `path` and the file's path inside it; undefined for other paths. Pure. */
export function splitPublishedPath(sitePath: string): { distPath: string; file: string } | undefined {
  const match = new RegExp(`^/?(${PUBLISHED_DIR}/[^/]+)/(.+)$`).exec(sitePath);
  return match ? { distPath: match[1]!, file: match[2]! } : undefined;
}
