import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sourceEntry } from './manifest.ts';
import type { Workspace } from './workspaces.ts';

/** Test files and test helpers inside a package's `src/`: never shipped. */
const TEST_FILE = /(^|\/)(test|__tests__)\/|\.(test|spec)\.[cm]?[jt]sx?$/;
/** TypeScript modules, which the compiler turns into `.js` and `.d.ts`; declaration files are copied as they are. */
const TYPESCRIPT_MODULE = /\.(ts|tsx|mts|cts)$/;

/** Whether a file under `src/` ships as it is (CSS, JSON, images, declaration files, plain JavaScript). Pure. */
export function isShippedAsset(relativePath: string): boolean {
  const file = relativePath.split(path.sep).join('/');
  if (TEST_FILE.test(file)) return false;
  return !TYPESCRIPT_MODULE.test(file) || /\.d\.[cm]?ts$/.test(file);
}

/**
 * Compiles every workspace's `src/` with TypeScript into `outDir` (which then mirrors the
 * repository: `outDir/packages/core/src/...`): JavaScript with declarations, relative imports'
 * `.ts`/`.tsx` extensions rewritten to `.js`, JSX compiled, `@theme/...` imports left for the site
 * bundler. Types are not checked here (`npm run typecheck` does that); the compiler only emits.
 */
export function compileWorkspaces(root: string, workspaces: readonly Workspace[], buildDir: string, outDir: string): void {
  for (const workspace of workspaces) {
    if (!existsSync(path.join(root, workspace.dir, 'src'))) throw new Error(`${workspace.dir} has no src/ folder: the pack script compiles each package's src/ into dist/.`);
  }
  const relative = (file: string) => path.relative(buildDir, path.join(root, file)).split(path.sep).join('/');
  const tsconfig = {
    extends: relative('tsconfig.json'),
    compilerOptions: {
      noEmit: false,
      noCheck: true,
      declaration: true,
      rewriteRelativeImportExtensions: true,
      rootDir: relative('.'),
      outDir: path.relative(buildDir, outDir).split(path.sep).join('/'),
    },
    include: workspaces.map((w) => relative(`${w.dir}/src`)),
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', '**/__tests__/**', '**/node_modules/**'].map((pattern) => relative(pattern)),
  };
  mkdirSync(buildDir, { recursive: true });
  const config = path.join(buildDir, 'tsconfig.json');
  writeFileSync(config, `${JSON.stringify(tsconfig, null, 2)}\n`);
  const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', config], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`TypeScript could not compile Folio's packages:\n${run.stdout}${run.stderr}`);
  for (const file of filesUnder(outDir).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(path.join(outDir, file), 'utf8');
    const fixed = packageTypeImports(text, file, workspaces, (workspace) => {
      const entry = sourceEntry(workspace.manifest);
      return entry ? readFileSync(path.join(outDir, workspace.dir, entry.replace(/\.tsx?$/, '.d.ts')), 'utf8') : '';
    });
    if (fixed !== text) writeFileSync(path.join(outDir, file), fixed);
  }
}

/**
 * Declarations name by its package what TypeScript named by its file in this repository. A type
 * inferred from another package (`z.ZodType<MarkdownPreprocessor>` in @folio/core's config
 * schema) is written as `import("packages/markdown/src/types.ts").MarkdownPreprocessor`, a path
 * that exists only here; it becomes `import("@folio/markdown").MarkdownPreprocessor`, which
 * resolves once installed, provided the package's entry exports the name (`entryDeclarations`
 * gives the entry's declarations). A name it does not export is an error saying what to export. Pure.
 */
export function packageTypeImports(text: string, file: string, workspaces: readonly Workspace[], entryDeclarations: (workspace: Workspace) => string): string {
  return text.replace(/import\("([^".][^"]*)\/src\/[^"]+"\)\.(\w+)/g, (whole, dir: string, name: string) => {
    const workspace = workspaces.find((w) => w.dir === dir);
    if (!workspace) return whole;
    if (!new RegExp(`\\b${name}\\b`).test(entryDeclarations(workspace))) throw new Error(`${file}: its declarations need the type ${name} of ${workspace.manifest.name}, which that package's entry does not export: export it from the module its package.json exports as ".".`);
    return `import("${workspace.manifest.name}").${name}`;
  });
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Lays out one workspace as it will be packed, in `stageDir`: its compiled `src/` as `dist/`, the
 * files of `src/` that ship as they are (theme CSS, …) beside them, and its `bin/`, README and
 * licence when it has them. The package.json is written separately.
 */
export function stageWorkspace(root: string, workspace: Workspace, outDir: string, stageDir: string): void {
  const source = path.join(root, workspace.dir, 'src');
  const dist = path.join(stageDir, 'dist');
  cpSync(path.join(outDir, workspace.dir, 'src'), dist, { recursive: true });
  for (const file of filesUnder(source).filter(isShippedAsset)) cpSync(path.join(source, file), path.join(dist, file));
  for (const extra of ['bin', 'README.md', 'LICENSE']) {
    const from = path.join(root, workspace.dir, extra);
    if (existsSync(from)) cpSync(from, path.join(stageDir, extra), { recursive: true });
  }
}
