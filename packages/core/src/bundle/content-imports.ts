import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';

/** Names of the module store's files (`<cache>/modules/<20 hex>.jsx`), so other files skip the callback. */
const MODULE_STORE_FILE = /[\\/]modules[\\/][0-9a-f]{20}\.jsx?$/;

/**
 * Compiled Markdown lives in the module store, away from its source; its relative imports
 * (`./_partial.mdx`, `./diagram.png`) must resolve from the source file's folder. The store file is
 * loaded with that folder as its resolve directory, so esbuild resolves the imports itself: a file
 * resolved by a plugin loses its package's module type, and a file reached both ways would then be
 * compiled one way or the other depending on which import esbuild met first. Modules the store
 * keeps in memory (`memoryCode`, the development server) are read from there, not from the disk.
 */
export function contentImportsPlugin(moduleSources: ReadonlyMap<string, string>, memoryCode?: (file: string) => string | undefined): EsbuildPlugin {
  return {
    name: 'folio-content-imports',
    setup(build) {
      if (memoryCode) {
        build.onResolve({ filter: MODULE_STORE_FILE }, (args) => (path.isAbsolute(args.path) && memoryCode(args.path) !== undefined ? { path: args.path } : undefined));
      }
      build.onLoad({ filter: MODULE_STORE_FILE, namespace: 'file' }, async (args) => {
        const source = moduleSources.get(args.path);
        const code = memoryCode?.(args.path);
        if (!source && code === undefined) return undefined;
        return { contents: code ?? (await readFile(args.path, 'utf8')), loader: args.path.endsWith('.jsx') ? 'jsx' : 'js', resolveDir: path.dirname(source ?? args.path) };
      });
    },
  };
}

/** `!!raw-loader!./file` (Docusaurus habit) and `./file?raw` give the file's text as the default export. */
export function rawImportsPlugin(): EsbuildPlugin {
  return {
    name: 'folio-raw-imports',
    setup(build) {
      build.onResolve({ filter: /^!!raw-loader!|\?raw$/ }, async (args) => {
        const request = args.path.replace(/^!!raw-loader!/, '').replace(/\?raw$/, '');
        const resolved = await build.resolve(request, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { raw: true } });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'folio-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'folio-raw' }, async (args) => ({
        contents: await readFile(args.path, 'utf8'),
        loader: 'text',
        watchFiles: [args.path],
      }));
    },
  };
}

const OWN_PACKAGES = /^@(folio|theme|theme-original|theme-init|site|docusaurus)\//;

/** React and its renderer: one instance for the site and Folio, the one Node finds from the site. */
const REACT_FAMILY = /^(?:react|react-dom|scheduler)(?:\/|$)/;

/**
 * True for a module of Folio itself rather than of the site: outside the site folder (Folio used
 * from elsewhere) or inside an installed `@folio/` package. Pure.
 */
export function isFolioModule(file: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) || /[\\/]node_modules[\\/]@folio[\\/]/.test(file);
}

/**
 * Marks bare package imports of the server bundle external (Node loads them) except Folio's own
 * source packages. Node resolves an external from the bundle's folder, that is from the site; so the
 * packages Folio's own code imports are bundled instead, from where that code is, and Folio gets the
 * versions it was installed with (a Docusaurus site has react-router-dom 5, Folio needs 7). React
 * stays external, one instance: the site's. See SERVER_REQUIRE_BANNER.
 */
export function externalPackagesPlugin(options: { siteDir: string }): EsbuildPlugin {
  return {
    name: 'folio-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./!]/ }, (args) => {
        if (OWN_PACKAGES.test(args.path) || args.namespace === 'folio-raw') return undefined;
        if (REACT_FAMILY.test(args.path) || !args.importer || !isFolioModule(args.importer, options.siteDir)) return { path: args.path, external: true };
        return undefined;
      });
    },
  };
}

/**
 * Gives the server bundle's modules a `require` that resolves from the bundle, so CommonJS packages
 * bundled into it (see externalPackagesPlugin) can require the packages left external.
 */
export const SERVER_REQUIRE_BANNER = "import { createRequire as __folioCreateRequire } from 'node:module';\nconst require = __folioCreateRequire(import.meta.url);";
