import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { defaultInteropSource, needsDefaultInterop } from './commonjs-interop.ts';

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

/**
 * The router Folio's client renders with, which imports React itself. Left to Node, it would take
 * the React next to wherever it is installed (Folio's copy, in Folio's repository or in a workspace
 * that hoists Folio away from the site); bundled, its React imports stay bare imports that Node
 * resolves from the site's cache folder, like the rest of the server bundle's: one React, the
 * site's. What the router imports besides (cookie parsers) stays external.
 */
const BUNDLED_ROUTER = /^react-router(?:-dom)?(?:\/|$)/;

/** Namespace of the modules standing for CommonJS packages (see commonjs-interop.ts). */
const COMMONJS_INTEROP = 'folio-commonjs-interop';

/** Files Node itself loads from a package (anything else, such as a stylesheet, is bundled). */
const NODE_LOADABLE = /\.(?:[cm]?js|json|node)$|\/[^./]+$/;

/**
 * Marks bare package imports external (Node resolves them from the site's `.folio/`, so the site's
 * React renders) except Folio's own source packages and its router, which are bundled.
 */
export function externalPackagesPlugin(): EsbuildPlugin {
  return {
    name: 'folio-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./!]/ }, async (args) => {
        if (OWN_PACKAGES.test(args.path) || args.namespace === 'folio-raw' || (args.pluginData as { assetCheck?: boolean } | undefined)?.assetCheck) return undefined;
        if (BUNDLED_ROUTER.test(args.path)) return undefined;
        // A package's stylesheet or other asset (`import 'swiper/css'`) is not a module Node can
        // load: it is bundled (CSS is empty on the server), like the browser bundle takes it.
        if (args.namespace === COMMONJS_INTEROP) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { assetCheck: true } });
        if (resolved.errors.length === 0 && resolved.path && !NODE_LOADABLE.test(resolved.path)) return undefined;
        // A CommonJS package imported with ES module syntax gets its default as a bundler gives it.
        if (args.kind === 'import-statement' && resolved.errors.length === 0 && path.isAbsolute(resolved.path) && needsDefaultInterop(args.path, resolved.path)) {
          return { path: args.path, namespace: COMMONJS_INTEROP, pluginData: { resolveDir: args.resolveDir } };
        }
        return { path: args.path, external: true };
      });
      build.onLoad({ filter: /.*/, namespace: COMMONJS_INTEROP }, (args) => ({
        contents: defaultInteropSource(args.path),
        loader: 'js',
        resolveDir: (args.pluginData as { resolveDir: string }).resolveDir,
      }));
    },
  };
}
