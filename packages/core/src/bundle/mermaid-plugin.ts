import type { Plugin as EsbuildPlugin } from 'esbuild';
import { createSiteUrl } from '@folio/client/site-url';
import { findMermaidDist, publishedPath, type MermaidDist } from './mermaid-dist.ts';

/**
 * Resolves `import('mermaid')` of browser code (the theme's Mermaid component, a site's swizzled
 * one) to the URL of mermaid's prebuilt browser build, external: esbuild does not bundle mermaid,
 * which was two thirds of the app bundle's memory and much of its time. `onUse` hears of each
 * build so that it gets published. Where no prebuilt build is found, mermaid is bundled as before.
 */
export function prebuiltMermaidPlugin(options: { baseUrl: string; onUse?: ((dist: MermaidDist) => void) | undefined }): EsbuildPlugin {
  const siteUrl = createSiteUrl(options);
  return {
    name: 'folio-prebuilt-mermaid',
    setup(build) {
      build.onResolve({ filter: /^mermaid$/ }, (args) => {
        const dist = findMermaidDist(args.resolveDir);
        if (!dist) return undefined;
        options.onUse?.(dist);
        return { path: siteUrl.join(publishedPath(dist, dist.entry)), external: true };
      });
    },
  };
}
