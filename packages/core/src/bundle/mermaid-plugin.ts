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

/** The plugin, with what it resolved during the builds that used it. */
export interface PrebuiltMermaid {
  plugin: EsbuildPlugin;
  /** The prebuilt builds the app imports (usually one), to publish. */
  dists(): MermaidDist[];
  /** Their package.json and entry files, which stand for their files in a bundle's stamps: another mermaid is another bundle. */
  stampedFiles(): string[];
}

/** A prebuiltMermaidPlugin that keeps what it resolved (see PrebuiltMermaid). */
export function prebuiltMermaid(baseUrl: string): PrebuiltMermaid {
  const used = new Map<string, MermaidDist>();
  return {
    plugin: prebuiltMermaidPlugin({ baseUrl, onUse: (dist) => used.set(dist.path, dist) }),
    dists: () => [...used.values()],
    stampedFiles: () => [...used.values()].flatMap((dist) => [dist.packageJson, dist.entry]),
  };
}
