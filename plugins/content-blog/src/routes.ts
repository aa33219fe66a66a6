import type { RouteConfig, RouteHead } from '@folio/core';
import { joinPath, paginate } from './paginate.ts';
import type { BlogArchivePageProps, BlogAuthorsPageProps, BlogGlobalData, BlogListPageProps, BlogPluginIdProp, BlogPostPageProps, BlogTagsListPageProps } from './props.ts';
import { buildArchive, buildBlogSidebar, buildGlobalData } from './sidebar.ts';
import { groupPostsByAuthor, groupPostsByTag } from './taxonomy.ts';
import type { BlogContent, BlogPost } from './types.ts';

/** The options route building reads. */
export interface BlogRouteOptions {
  id: string;
  routeBasePath: string;
  tagsBasePath: string;
  authorsBasePath: string;
  archiveBasePath: string | null;
  pageBasePath: string;
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  /** `<link rel="alternate">` tags of the feeds, put on every blog page. */
  feedLinks: NonNullable<RouteHead['links']>;
}

/** Everything `contentLoaded` hands the core. */
export interface BlogRoutes {
  routes: RouteConfig[];
  /** Shared data to create, by name. */
  data: Record<string, unknown>;
  globalData: BlogGlobalData;
}

/** Makes the content module of a list page from its posts' excerpt modules (in item order). */
export type CreateListModule = (excerptModules: string[]) => string;

const plural = (n: number, one: string, many: string) => (n === 1 ? `One ${one}` : `${n} ${many}`);

/**
 * Turns loaded posts into every blog route: post pages, paginated list, tag and author pages,
 * the tags, authors and archive pages (each page's props naming the plugin's id), plus the shared
 * sidebar and the global data. Pure, apart from `createListModule`, which the caller supplies.
 */
export function buildBlogRoutes(content: BlogContent, options: BlogRouteOptions, createListModule: CreateListModule): BlogRoutes {
  const base = joinPath(options.routeBasePath);
  const tagsPath = joinPath(base, options.tagsBasePath);
  const authorsPath = joinPath(base, options.authorsBasePath);
  const sidebarName = `content-blog-${options.id}-sidebar`;
  const hasSidebar = options.blogSidebarCount !== 0;
  const data = hasSidebar ? { [sidebarName]: buildBlogSidebar(content.posts, options.blogSidebarCount, options.blogSidebarTitle) } : {};
  const common = { data: hasSidebar ? { sidebar: sidebarName } : undefined };
  const head = (extra: RouteHead): RouteHead => ({ ...extra, links: options.feedLinks.length ? options.feedLinks : undefined });
  const routes: RouteConfig[] = [];

  const listRoutes = (posts: BlogPost[], basePath: string, component: string, make: (page: number, count: number) => Omit<BlogListPageProps, 'items' | 'pagination'>, unlisted = false, pageBasePath = options.pageBasePath) => {
    for (const { items, pagination } of paginate(posts, options.postsPerPage, basePath, pageBasePath)) {
      const props: BlogListPageProps = { ...make(pagination.page, posts.length), items: items.map((p) => p.metadata), pagination };
      const title = pagination.page > 1 ? `${props.title} (page ${pagination.page})` : props.title;
      routes.push({
        path: pagination.permalink,
        component,
        content: items.length ? createListModule(items.map((p) => p.excerptModule)) : undefined,
        props,
        ...common,
        head: head({ title, description: props.description, noIndex: unlisted || undefined }),
        noSitemap: unlisted || undefined,
      });
    }
  };

  const listed = content.posts.filter((p) => !p.metadata.unlisted);
  listRoutes(listed, base, '@theme/BlogListPage', () => ({ title: options.blogTitle, description: options.blogDescription }));

  content.posts.forEach((post) => {
    const index = listed.indexOf(post);
    const neighbour = (p: BlogPost | undefined) => (p ? { title: p.metadata.title, permalink: p.metadata.permalink } : undefined);
    const props: BlogPostPageProps = {
      post: post.metadata,
      toc: post.toc,
      hideTableOfContents: post.hideTableOfContents,
      titleFromContent: post.titleFromContent,
      previous: index > 0 ? neighbour(listed[index - 1]) : undefined,
      next: index >= 0 ? neighbour(listed[index + 1]) : undefined,
    };
    const { unlisted } = post.metadata;
    routes.push({
      path: post.metadata.permalink,
      component: '@theme/BlogPostPage',
      content: post.contentModule,
      props,
      ...common,
      head: head({ title: post.metadata.title, description: post.metadata.description || undefined, image: post.image, keywords: post.keywords, noIndex: unlisted || undefined }),
      sourceFile: post.source,
      noSitemap: unlisted || undefined,
    });
  });

  const tagGroups = groupPostsByTag(content.posts);
  const tagsList: BlogTagsListPageProps = {
    title: 'Tags',
    tags: tagGroups
      .filter((g) => !g.unlisted)
      .map((g) => ({ ...g.item, count: g.posts.length }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }) || a.permalink.localeCompare(b.permalink)),
  };
  if (tagGroups.length) routes.push({ path: tagsPath, component: '@theme/BlogTagsListPage', props: tagsList, ...common, head: head({ title: 'Tags', description: `Every tag of the ${options.blogTitle.toLowerCase()}` }) });
  for (const group of tagGroups) {
    const tag = { ...group.item, count: group.posts.length, allTagsPath: tagsPath };
    listRoutes(group.posts, tag.permalink, '@theme/BlogTagPage', (_, count) => ({ title: `${plural(count, 'post', 'posts')} tagged with “${tag.label}”`, description: tag.description ?? `Blog posts tagged with “${tag.label}”`, tag }), group.unlisted);
  }

  // As Docusaurus 3.5+: the authors page lists every author of the authors file; only authors
  // with `page: true` (or a permalink) get a page of their posts, paginated under `authors/<n>`.
  const authorGroups = groupPostsByAuthor(content.posts, content.authors);
  if (authorGroups.length) {
    const authorsList: BlogAuthorsPageProps = { title: 'Authors', authors: authorGroups.map((g) => ({ ...g.item, count: g.listedCount })) };
    routes.push({ path: authorsPath, component: '@theme/BlogAuthorsPage', props: authorsList, ...common, head: head({ title: 'Authors', description: `The authors of the ${options.blogTitle.toLowerCase()}` }) });
  }
  for (const group of authorGroups) {
    if (!group.item.page) continue;
    const author = { ...group.item, count: group.posts.length, allAuthorsPath: authorsPath };
    const name = author.name ?? author.key ?? 'Author';
    listRoutes(group.posts, group.item.page, '@theme/BlogAuthorPage', () => ({ title: name, description: author.title ?? `Blog posts by ${name}`, author }), group.unlisted, options.authorsBasePath);
  }

  if (options.archiveBasePath !== null) {
    const archive: BlogArchivePageProps = { title: 'Archive', description: 'Every blog post, by year', years: buildArchive(content.posts) };
    routes.push({ path: joinPath(base, options.archiveBasePath), component: '@theme/BlogArchivePage', props: archive, ...common, head: head({ title: archive.title, description: archive.description }) });
  }
  const pluginId: BlogPluginIdProp = { pluginId: options.id };
  return { routes: routes.map((route) => ({ ...route, props: { ...(route.props as object), ...pluginId } })), data, globalData: buildGlobalData(content.posts, base) };
}
