import type { SiteUrl } from '@folio/client/site-url';
import { findDiagramChunks, type DiagramChunks } from './mermaid-chunks.ts';
import { publishedPath, type MermaidDist } from './mermaid-dist.ts';
import { readModuleGraph } from './module-graph.ts';

/** A file published as it is: where it is, and its path below the output folder. */
export interface PublishedFile {
  from: string;
  to: string;
}

/** What the app's use of mermaid's prebuilt builds adds to a build. */
export interface PublishedMermaid {
  /** The entry and every file it imports, statically or on demand (no source maps). */
  files: PublishedFile[];
  /** The chunks drawing diagrams loads; undefined when the app does not import mermaid. */
  diagrams: DiagramChunks | undefined;
}

function merge(all: DiagramChunks[]): DiagramChunks | undefined {
  if (all.length <= 1) return all[0];
  const types: Record<string, string[]> = {};
  for (const chunks of all) for (const [type, urls] of Object.entries(chunks.types)) types[type] = [...new Set([...(types[type] ?? []), ...urls])].sort();
  return { core: [...new Set(all.flatMap((chunks) => chunks.core))].sort(), types };
}

/**
 * The files to publish of the prebuilt mermaid builds the app imports (usually one) and, read from
 * each build's module graph, the chunks each diagram type loads, as URLs of `siteUrl`.
 */
export async function publishMermaid(dists: readonly MermaidDist[], siteUrl: SiteUrl): Promise<PublishedMermaid> {
  const files: PublishedFile[] = [];
  const chunks: DiagramChunks[] = [];
  for (const dist of [...dists].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const graph = await readModuleGraph(dist.entry);
    for (const file of [...graph.modules.keys()].sort()) files.push({ from: file, to: publishedPath(dist, file) });
    chunks.push(findDiagramChunks(graph, (file) => siteUrl.join(publishedPath(dist, file))));
  }
  return { files, diagrams: merge(chunks) };
}
