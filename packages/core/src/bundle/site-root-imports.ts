import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';

/**
 * `require('/static/img/x.svg')` and `import x from '/src/data.json'`: an import path that starts
 * with `/` and names no file on the disk is looked up in the site folder, as webpack's
 * `resolve.roots` (the site folder, in Docusaurus) does. A real absolute path is left alone; CSS
 * `url()`s have their own handling.
 */
export function siteRootImportsPlugin(options: { siteDir: string }): EsbuildPlugin {
  return {
    name: 'folio-site-root-imports',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        if (args.kind === 'url-token' || args.kind === 'entry-point' || args.pluginData?.folioSiteRoot) return undefined;
        const query = /[?#].*$/.exec(args.path)?.[0] ?? '';
        const file = args.path.slice(0, args.path.length - query.length);
        if (existsSync(file)) return undefined;
        const inSite = path.join(options.siteDir, file);
        if (!inSite.startsWith(options.siteDir + path.sep) || !existsSync(inSite)) return undefined;
        const resolved = await build.resolve(inSite + query, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { folioSiteRoot: true } });
        return { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects, suffix: resolved.suffix, pluginData: resolved.pluginData, errors: resolved.errors, warnings: resolved.warnings };
      });
    },
  };
}
