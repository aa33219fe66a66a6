import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin as EsbuildPlugin } from 'esbuild';

/** Names the bundle gives each file's own `__dirname` and friends. */
export const LOCAL = {
  dirname: '__folio_dirname',
  filename: '__folio_filename',
  url: '__folio_import_meta_url',
  resolve: '__folio_require_resolve',
  createRequire: '__folio_create_require',
};

/** Where CommonJS files of a `"type": "module"` package are loaded from (esbuild would read them as ES modules). */
export const COMMONJS_NAMESPACE = 'folio-commonjs';

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };

/** The file a path of the bundle names, without the namespace esbuild puts in front of it. Pure. */
export function fileOfBundlePath(bundlePath: string): string {
  return bundlePath.startsWith(`${COMMONJS_NAMESPACE}:`) ? bundlePath.slice(COMMONJS_NAMESPACE.length + 1) : bundlePath;
}

/** The declarations put in front of a file: its own path values, as they are where it lives (not in the bundle). */
function localValues(file: string): string {
  const declarations = [
    `${LOCAL.dirname} = ${JSON.stringify(path.dirname(file))}`,
    `${LOCAL.filename} = ${JSON.stringify(file)}`,
    `${LOCAL.url} = ${JSON.stringify(pathToFileURL(file).href)}`,
    `${LOCAL.resolve} = /* @__PURE__ */ ${LOCAL.createRequire}(${JSON.stringify(file)}).resolve`,
  ];
  // One line, so line numbers in messages and stack traces stay those of the file.
  return `var ${declarations.join(', ')};`;
}

/** Length of what the loader adds to the first line of `file`: columns on line 1 move by it. */
export function localValuesLength(file: string): number {
  return localValues(file).length;
}

/** The package.json `type` that applies to files of a folder, as Node reads it. */
const packageTypes = new Map<string, string | undefined>();
function packageTypeOf(dir: string): string | undefined {
  if (packageTypes.has(dir)) return packageTypes.get(dir);
  let type: string | undefined;
  try {
    type = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
  } catch {
    const parent = path.dirname(dir);
    type = parent === dir ? undefined : packageTypeOf(parent);
  }
  packageTypes.set(dir, type);
  return type;
}

/**
 * Whether a `.js` file is CommonJS in a `"type": "module"` package: it uses `module.exports`,
 * `exports.x =` or `require(` and has no import or export statement. Node would refuse it;
 * Docusaurus's loader accepts it, and so does Folio's.
 */
function isCommonJsInModulePackage(file: string, text: string): boolean {
  if (path.extname(file) !== '.js' || packageTypeOf(path.dirname(file)) !== 'module') return false;
  return /\b(?:module\.exports|exports\.[\w$]+\s*=|require\s*\()/.test(text) && !/^\s*(?:import\s*[\w{*'"]|export\s)/m.test(text);
}

/**
 * Gives every local file its own `__dirname`, `__filename`, `import.meta.url` and
 * `require.resolve` (the bundle lives elsewhere), and loads CommonJS files of an ES module
 * package as CommonJS.
 */
export function localFilesPlugin(): EsbuildPlugin {
  return {
    name: 'folio-local-files',
    setup(bundler) {
      bundler.onResolve({ filter: /^(?:\.|\/|[A-Za-z]:[\\/])/ }, async (args) => {
        if ((args.pluginData as { folio?: boolean } | undefined)?.folio) return undefined;
        const resolved = await bundler.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { folio: true } });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file') return undefined;
        const text = await readFile(resolved.path, 'utf8').catch(() => '');
        return isCommonJsInModulePackage(resolved.path, text) ? { path: resolved.path, namespace: COMMONJS_NAMESPACE } : { path: resolved.path };
      });
      const load = async ({ path: file }: { path: string }) => {
        const text = await readFile(file, 'utf8');
        // A hashbang must stay the first line.
        const hashbang = text.startsWith('#!') ? text.slice(0, text.indexOf('\n') + 1) : '';
        return { contents: `${hashbang}${localValues(file)}${text.slice(hashbang.length)}`, loader: LOADERS[path.extname(file)] ?? 'js', resolveDir: path.dirname(file) };
      };
      bundler.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, load);
      bundler.onLoad({ filter: /.*/, namespace: COMMONJS_NAMESPACE }, load);
    },
  };
}

/** `@site/...` imports resolve from the site folder, as in Docusaurus. */
export function siteAliasPlugin(siteDir: string): EsbuildPlugin {
  return {
    name: 'folio-site-alias',
    setup(bundler) {
      bundler.onResolve({ filter: /^@site\// }, ({ path: specifier, kind }) => bundler.resolve(`./${specifier.slice('@site/'.length)}`, { resolveDir: siteDir, kind }));
    },
  };
}
