import type { OnResolveResult, Plugin as EsbuildPlugin } from 'esbuild';

/** `react`, `react-dom` and their subpaths (`react/jsx-runtime`, `react-dom/client`, ...). */
export const REACT_SPECIFIER = /^(?:react|react-dom)(?:\/.*)?$/;

/** Marks the plugin's own resolution, so it does not answer itself. */
const FROM_SITE = 'folio-site-react';

/**
 * Resolves every import of React in the browser bundles from the site's folder, whoever imports
 * it: the site's pages, Folio's theme and client, and their dependencies (react-router). So the
 * site's React renders the whole app (React 18 on a site that pins it, even when Folio's own
 * folder holds React 19, as in Folio's repository or a workspace that hoists Folio), and the
 * bundle holds one copy of it. A site with no React of its own keeps esbuild's resolution from
 * each importer. (The server render needs no plugin: its bundles live in the site's `.folio/`,
 * and Node resolves their React imports from there.)
 */
export function siteReactPlugin(siteDir: string): EsbuildPlugin {
  return {
    name: 'folio-site-react',
    setup(build) {
      const resolved = new Map<string, Promise<OnResolveResult | undefined>>();
      build.onResolve({ filter: REACT_SPECIFIER }, (args) => {
        if (args.pluginData?.[FROM_SITE]) return undefined;
        const key = `${args.kind}\0${args.path}`;
        let result = resolved.get(key);
        if (!result) {
          result = build.resolve(args.path, { kind: args.kind, resolveDir: siteDir, pluginData: { [FROM_SITE]: true } }).then((found) => (found.errors.length ? undefined : { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects, suffix: found.suffix }));
          resolved.set(key, result);
        }
        return result;
      });
    },
  };
}
