import path from 'node:path';
import type { BuiltPage, Plugin, PluginContext } from '@folio/core';
import { toUserError } from '@folio/core';
import { buildSearchDocs, type PageForSearch } from './documents.ts';
import { createDiskIndexCache } from './index-cache.ts';
import { buildSearchFiles, MANIFEST_FILE, SEARCH_DIR, type IndexInput } from './files.ts';
import type { SearchGlobalData } from './format.ts';
import { defaultIndexOf, describeSearchPayload } from './report.ts';
import { firstSearchScripts } from './first-search-scripts.ts';
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

/** The searchable content of one index's pages, as the render read it, in path order so the files are deterministic. */
function pagesOf(routes: SearchableRoute[], built: ReadonlyMap<string, BuiltPage>): PageForSearch[] {
  const sorted = [...routes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sorted.flatMap((route) => {
    const search = built.get(route.outFile)?.search;
    return search ? [{ permalink: route.permalink, fallbackTitle: route.head?.title ?? '', page: search }] : [];
  });
}

/**
 * The search plugin: after every page is rendered, takes the docs and blog pages' searchable
 * content from the render (title, sections with their anchors) and writes one lunr index per docs
 * version plus one for the blog, with a manifest the search box reads first.
 */
export default function searchPlugin(context: PluginContext, input?: SearchOptionsInput): Plugin {
  const options = loadOptions(input, context.configFile);
  return {
    name: 'search',
    contentLoaded({ actions }) {
      const data: SearchGlobalData = { manifestUrl: manifestUrlOf(options, context.baseUrl) };
      actions.setGlobalData(data);
    },
    async postBuild({ routes, pages: builtPages, scripts, outDir, writeFile }) {
      const selected = selectSearchRoutes(routes, options);
      const indexes: IndexInput[] = [];
      const pageFiles: string[] = [];
      let pageCount = 0;
      const cache = createDiskIndexCache(path.join(context.cacheDir, 'search-indexes'));
      const built = new Map(builtPages.map((page) => [page.outFile, page]));
      for (const { group, routes: groupRoutesList } of groupRoutes(selected, options.docsRouteBasePath)) {
        const pages = pagesOf(groupRoutesList, built);
        pageCount += pages.length;
        pageFiles.push(groupRoutesList[0]!.outFile);
        indexes.push({ group, path: indexPathOf(group, groupRoutesList.map((r) => r.path)), docs: buildSearchDocs(pages, group.name, options.maxTextLength) });
      }
      const output = buildSearchFiles(indexes, options, process.env.SOURCE_DATE_EPOCH, cache);
      cache.prune();
      await Promise.all(output.files.map((file) => writeFile(file.path, file.content)));
      // lunr's script is part of a first search too: found from the scripts of a page of the index the report describes.
      const reported = defaultIndexOf(indexes.map((i, n) => ({ ...i.group, outFile: pageFiles[n]! })));
      const reportedPage = reported && built.get(reported.outFile);
      const script = reportedPage && firstSearchScripts(reportedPage.scripts, scripts, outDir, context.baseUrl);
      for (const line of describeSearchPayload(output, pageCount, script)) context.logger.info(line);
    },
  };
}
