import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, PluginContext } from '@folio/core';
import { toUserError } from '@folio/core';
import { buildSearchDocs, type PageForSearch } from './documents.ts';
import { extractSearchContent, searchRegionOf, type ExtractedPage } from './extract.ts';
import { createDiskIndexCache } from './index-cache.ts';
import { buildSearchFiles, MANIFEST_FILE, SEARCH_DIR, type IndexInput } from './files.ts';
import type { SearchGlobalData } from './format.ts';
import type { IndexCache } from './lunr-index.ts';
import { defaultIndexOf, describeSearchPayload } from './report.ts';
import { findSearchScripts } from './search-scripts.ts';
import { searchOptionsSchema, type SearchOptions, type SearchOptionsInput } from './options.ts';
import { groupRoutes, indexPathOf, selectSearchRoutes, type SearchableRoute } from './select.ts';

export { searchOptionsSchema, type SearchOptionsInput } from './options.ts';
export type * from './format.ts';

/** Validates the options, naming every bad key. */
function loadOptions(input: unknown, file: string): SearchOptions {
  const result = searchOptionsSchema.safeParse(input ?? {});
  if (!result.success) throw toUserError(result.error, file, 'options of the search plugin', input);
  return result.data;
}

/** Where the browser finds the search files: the site itself, or `assetUrl`. */
function manifestUrlOf(options: SearchOptions, baseUrl: string): string {
  const root = options.assetUrl ? (options.assetUrl.endsWith('/') ? options.assetUrl : `${options.assetUrl}/`) : baseUrl;
  return `${root}${SEARCH_DIR}/${MANIFEST_FILE}`;
}

/** Bumped when what extraction keeps from a page changes, so cached extractions are not reused. */
const EXTRACT_FORMAT = 'folio-search-extract-1';

/** Reads and extracts the rendered pages of one index, in path order so the files are deterministic; unchanged pages come from the cache. */
async function loadPages(outDir: string, routes: SearchableRoute[], cache: IndexCache): Promise<PageForSearch[]> {
  const sorted = [...routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const pages = await Promise.all(
    sorted.map(async (route) => {
      const html = await readFile(path.join(outDir, route.outFile), 'utf8');
      const key = `page-${createHash('sha256').update(EXTRACT_FORMAT).update(searchRegionOf(html)).digest('hex').slice(0, 32)}`;
      const cached = cache.get(key);
      let page: ExtractedPage | undefined | null;
      if (cached !== undefined) page = JSON.parse(cached) as ExtractedPage | null;
      else cache.set(key, JSON.stringify((page = extractSearchContent(html) ?? null)));
      return page ? { permalink: route.permalink, fallbackTitle: route.head?.title ?? '', page } : undefined;
    }),
  );
  return pages.filter((p): p is PageForSearch => p !== undefined);
}

/**
 * The search plugin: after every page is rendered, reads the docs and blog pages' HTML and writes
 * one lunr index per docs version plus one for the blog, with a manifest the search box reads first.
 */
export default function searchPlugin(context: PluginContext, input?: SearchOptionsInput): Plugin {
  const options = loadOptions(input, context.configFile);
  return {
    name: 'search',
    contentLoaded({ actions }) {
      const data: SearchGlobalData = { manifestUrl: manifestUrlOf(options, context.baseUrl) };
      actions.setGlobalData(data);
    },
    async postBuild({ routes, outDir, writeFile }) {
      const selected = selectSearchRoutes(routes, options);
      const indexes: IndexInput[] = [];
      const pageFiles: string[] = [];
      let pageCount = 0;
      const cache = createDiskIndexCache(path.join(context.cacheDir, 'search-indexes'));
      for (const { group, routes: groupRoutesList } of groupRoutes(selected, options.docsRouteBasePath)) {
        const pages = await loadPages(outDir, groupRoutesList, cache);
        pageCount += pages.length;
        pageFiles.push(groupRoutesList[0]!.outFile);
        indexes.push({ group, path: indexPathOf(group, groupRoutesList.map((r) => r.path)), docs: buildSearchDocs(pages, group.name, options.maxTextLength) });
      }
      const output = buildSearchFiles(indexes, options, process.env.SOURCE_DATE_EPOCH, cache);
      cache.prune();
      await Promise.all(output.files.map((file) => writeFile(file.path, file.content)));
      // lunr's script is part of a first search too: found from a page of the index the report describes.
      const reported = defaultIndexOf(indexes.map((i, n) => ({ ...i.group, outFile: pageFiles[n]! })));
      const script = reported && findSearchScripts(outDir, await readFile(path.join(outDir, reported.outFile), 'utf8'), context.baseUrl);
      for (const line of describeSearchPayload(output, pageCount, script)) context.logger.info(line);
    },
  };
}
