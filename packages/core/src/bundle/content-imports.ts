import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';

/**
 * Compiled Markdown lives in the module store, away from its source; its relative imports
 * (`./_partial.mdx`, `./diagram.png`) must resolve from the source file's folder.
 */
export function contentImportsPlugin(moduleSources: ReadonlyMap<string, string>): EsbuildPlugin {
  return {
    name: 'folio-content-imports',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const source = moduleSources.get(args.importer);
        if (!source) return undefined;
        return build.resolve(args.path, { resolveDir: path.dirname(source), kind: args.kind, importer: source });
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

const OWN_PACKAGES = /^@(folio|theme|theme-original|site|docusaurus)\//;

/** Marks bare package imports external (Node resolves them) except Folio's own source packages. */
export function externalPackagesPlugin(): EsbuildPlugin {
  return {
    name: 'folio-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./!]/ }, (args) => {
        if (OWN_PACKAGES.test(args.path) || args.namespace === 'folio-raw') return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}
