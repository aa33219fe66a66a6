/**
 * `npm run pack`: compiles each of Folio's workspace packages into JavaScript with type
 * declarations and packs it into an installable tarball in `dist-packages/`:
 *
 *   npm install --save-dev /path/to/folio/dist-packages/*.tgz
 *   npx folio build
 *
 * Each package is laid out in `dist-packages/.build/stage/<name>/` (compiled `dist/`, `bin/`, and a
 * package.json whose exports point at `dist/` and which declares the dependencies its code
 * imports), then packed with `npm pack`. The repository's own package.json files keep pointing at
 * the TypeScript sources, which Folio's development runs from.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileWorkspaces, stageWorkspace } from './compile.ts';
import { importedPackages } from './imports.ts';
import { packedDependencies, packedManifest } from './manifest.ts';
import { findWorkspaces, readManifest } from './workspaces.ts';

/** What `npm pack --json` says about one tarball. */
interface PackResult {
  name: string;
  version: string;
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT_DIR = path.join(ROOT, 'dist-packages');
const BUILD_DIR = path.join(OUT_DIR, '.build');

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function main(): Promise<void> {
  const started = performance.now();
  rmSync(BUILD_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of readdirSync(OUT_DIR)) if (file.endsWith('.tgz')) rmSync(path.join(OUT_DIR, file));

  const root = readManifest(path.join(ROOT, 'package.json'));
  const workspaces = findWorkspaces(ROOT);
  const compiled = path.join(BUILD_DIR, 'compiled');
  compileWorkspaces(ROOT, workspaces, BUILD_DIR, compiled);

  const stages: string[] = [];
  for (const workspace of workspaces) {
    const stage = path.join(BUILD_DIR, 'stage', workspace.dir.replace(/\//g, '-'));
    stageWorkspace(ROOT, workspace, compiled, stage);
    const imports = await importedPackages(path.join(stage, 'dist'));
    const manifest = packedManifest(workspace, packedDependencies(workspace, imports, workspaces, root), root);
    writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    stages.push(stage);
  }

  const npm = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', OUT_DIR, ...stages], { cwd: BUILD_DIR, encoding: 'utf8' });
  if (npm.status !== 0) throw new Error(`npm pack failed:\n${npm.stderr}`);
  const packed = JSON.parse(npm.stdout) as PackResult[];

  const width = Math.max(...packed.map((p) => p.filename.length));
  for (const p of packed) console.log(`${p.filename.padEnd(width)}  ${kilobytes(p.size).padStart(9)} packed  ${kilobytes(p.unpackedSize).padStart(9)} unpacked  ${String(p.entryCount).padStart(4)} files`);
  const total = packed.reduce((sum, p) => sum + p.size, 0);
  console.log(`\n${packed.length} packages, ${kilobytes(total)} in ${path.relative(process.cwd(), OUT_DIR) || '.'}/ (${((performance.now() - started) / 1000).toFixed(1)} s).`);
  console.log(`Install them into a site with: npm install --save-dev ${path.join(OUT_DIR, '*.tgz')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
