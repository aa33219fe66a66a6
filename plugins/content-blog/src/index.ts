import path from 'node:path';
import type { Plugin, PluginContext } from '@folio/core';
import { loadBlog } from './load-blog.ts';
import { buildListModuleCode } from './list-module.ts';
import { getFeedTypes, validateBlogOptions, type BlogOptionsInput } from './options.ts';
import { joinPath } from './paginate.ts';
import { buildBlogRoutes } from './routes.ts';
import type { BlogContent } from './types.ts';
import { FEED_FILES, writeFeeds } from './write-feeds.ts';

export { blogOptionsSchema, type BlogOptions, type BlogOptionsInput } from './options.ts';
export type * from './props.ts';
export { buildBlogRoutes } from './routes.ts';
export { kebabCase } from './kebab-case.ts';

/**
 * The blog plugin: Docusaurus-style posts (`YYYY-MM-DD-name.md`, `authors.yml`, `tags.yml`,
 * truncate markers) become post pages, paginated lists, tag, author and archive pages, a year
 * sidebar, and RSS/Atom/JSON feeds.
 */
export default function blogPlugin(context: PluginContext, input: BlogOptionsInput = {}): Plugin<BlogContent> {
  const options = validateBlogOptions(input, context.configFile);
  const blogDir = path.resolve(context.siteDir, options.path);
  const feedTypes = getFeedTypes(options.feedOptions.type);
  const feedTitle = options.feedOptions.title ?? context.siteConfig.title;
  const feedLinks = feedTypes.map((type) => ({
    rel: 'alternate',
    type: FEED_FILES[type].type,
    href: context.siteUrl.join(joinPath(options.routeBasePath, FEED_FILES[type].file)),
    title: `${feedTitle} ${FEED_FILES[type].label}`,
  }));
  return {
    name: 'content-blog',
    watchPaths: () => [blogDir],
    loadContent: () => loadBlog({ context, options, blogDir, cacheDir: context.cacheDir }),
    contentLoaded({ content, actions }) {
      const createListModule = (modules: string[]) => context.createModule(buildListModuleCode(modules), '.js');
      const { routes, data, globalData } = buildBlogRoutes(content, { ...options, feedLinks }, createListModule);
      for (const [name, value] of Object.entries(data)) actions.createData(name, value);
      for (const route of routes) actions.addRoute(route);
      actions.setGlobalData(globalData);
    },
    postBuild: (args) => writeFeeds(args, context.siteConfig, options, feedTypes),
  };
}
