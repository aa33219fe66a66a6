import type { Manifest, Workspace } from './workspaces.ts';

/** The React versions Folio's runtime works with: 18.2 and later 18.x (Docusaurus 3.0 to 3.6 sites), and 19. */
export const SUPPORTED_REACT = '^18.2.0 || ^19.0.0';

/**
 * Packages a site and Folio must share, one copy each, with the versions Folio supports: the
 * site's pages and Folio's theme and client render with the same React. The packed packages name
 * them as peer dependencies, as Docusaurus's packages do, so npm installs the site's copy (or,
 * when it has none, one for all). The range is Folio's, not the root package.json's: the
 * repository itself develops on React 19, while a site may bring React 18.
 */
export const PEER_RANGES: Readonly<Record<string, string>> = { react: SUPPORTED_REACT, 'react-dom': SUPPORTED_REACT };

/**
 * The compiled counterpart of one `exports` target: a TypeScript module under `./src/` becomes its
 * JavaScript and declarations under `./dist/`, any other file under `./src/` the same path under
 * `./dist/` (`*` patterns included). Pure.
 */
export function compiledTarget(target: string): unknown {
  if (!target.startsWith('./src/')) return target;
  const rest = target.slice('./src/'.length);
  const module = /^(.*)\.(ts|tsx|mts)$/.exec(rest);
  if (!module || rest.endsWith('.d.ts')) return `./dist/${rest}`;
  const [js, dts] = module[2] === 'mts' ? ['mjs', 'd.mts'] : ['js', 'd.ts'];
  return { types: `./dist/${module[1]}.${dts}`, default: `./dist/${module[1]}.${js}` };
}

/** A package's `exports` with every target compiled (see `compiledTarget`), conditions kept. Pure. */
export function compiledExports(exports: unknown): unknown {
  if (typeof exports === 'string') return compiledTarget(exports);
  if (Array.isArray(exports)) return exports.map(compiledExports);
  if (exports && typeof exports === 'object') return Object.fromEntries(Object.entries(exports).map(([key, value]) => [key, compiledExports(value)]));
  return exports;
}

/** `exports` as a map of subpaths (`"./src/index.ts"` and `{ "import": … }` mean `{ ".": … }`). Pure. */
function subpathExports(exports: unknown): Record<string, unknown> {
  if (exports && typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).every((key) => key.startsWith('.'))) return exports as Record<string, unknown>;
  return { '.': exports ?? './src/index.ts' };
}

/** The file a package's `.` export names in the repository (`./src/index.ts`), when it names one file. Pure. */
export function sourceEntry(manifest: Manifest): string | undefined {
  const main = subpathExports(manifest.exports)['.'];
  return typeof main === 'string' ? main : undefined;
}

/** The package a bare import specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. Pure. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The runtime dependencies of one packed package, split as npm wants them. */
export interface PackedDependencies {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
}

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The dependencies a packed workspace declares: every package its compiled code imports (package →
 * the first file importing it), plus those its own package.json lists. React and React DOM are
 * peers with the range of `PEER_RANGES`; other versions come from the workspace's package.json,
 * else the other workspaces (their exact version), else the root package.json, which holds the
 * monorepo's dependencies. An import found in none of them is an
 * error naming the file, so a tarball never installs without a package it needs. Pure.
 */
export function packedDependencies(workspace: Workspace, imports: ReadonlyMap<string, string>, workspaces: readonly Workspace[], root: Manifest): PackedDependencies {
  const own = { ...workspace.manifest.dependencies, ...workspace.manifest.peerDependencies };
  const siblings = new Map(workspaces.map((w) => [w.manifest.name, w.manifest.version]));
  const all = new Map<string, string>(Object.keys(own).map((name) => [name, `${workspace.dir}/package.json`]));
  for (const [name, file] of imports) if (name !== workspace.manifest.name && !all.has(name)) all.set(name, file);
  const result: PackedDependencies = { dependencies: {}, peerDependencies: {} };
  const problems: string[] = [];
  for (const [name, file] of all) {
    const version = own[name] ?? siblings.get(name) ?? root.dependencies?.[name];
    if (!version) {
      const why = root.devDependencies?.[name] ? 'is only a devDependency of the root package.json' : `is in neither ${workspace.dir}/package.json nor the root package.json`;
      problems.push(`${file} imports "${name}", which ${why}: add it to the dependencies (npm install ${name}).`);
      continue;
    }
    const peerRange = PEER_RANGES[name];
    if (peerRange) result.peerDependencies[name] = peerRange;
    else result.dependencies[name] = version;
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return { dependencies: sorted(result.dependencies), peerDependencies: sorted(result.peerDependencies) };
}

/**
 * The package.json of a packed workspace: its own, with `exports`, `main` and `types` pointing at
 * the compiled files in `dist/` (and `./package.json` exported), the files to ship, the root's
 * `engines`, and the dependencies found for it; development-only fields are dropped. Pure.
 */
export function packedManifest(workspace: Workspace, dependencies: PackedDependencies, root: Manifest): Manifest {
  const { devDependencies: _dev, scripts: _scripts, dependencies: _deps, peerDependencies: _peers, ...kept } = workspace.manifest;
  const exports: Record<string, unknown> = { ...(compiledExports(subpathExports(workspace.manifest.exports)) as Record<string, unknown>), './package.json': './package.json' };
  const main = exports['.'] as { types?: string; default?: string } | string | undefined;
  return {
    ...kept,
    ...(typeof main === 'string' ? { main } : main?.default ? { main: main.default, types: main.types } : {}),
    exports,
    files: ['dist', ...(workspace.manifest.bin ? ['bin'] : [])],
    engines: workspace.manifest.engines ?? root.engines ?? {},
    ...(Object.keys(dependencies.dependencies).length ? { dependencies: dependencies.dependencies } : {}),
    ...(Object.keys(dependencies.peerDependencies).length ? { peerDependencies: dependencies.peerDependencies } : {}),
  };
}
