import { describe, expect, it } from 'vitest';
import type { BlogAuthorProps, BlogListPageProps, BlogPostPageProps, BlogSidebarData, BlogTagsListPageProps, BlogAuthorsPageProps, BlogArchivePageProps } from './props.ts';
import { buildBlogRoutes, type BlogRouteOptions } from './routes.ts';
import type { BlogPost } from './types.ts';

const options: BlogRouteOptions = {
  id: 'default',
  routeBasePath: 'blog',
  tagsBasePath: 'tags',
  authorsBasePath: 'authors',
  archiveBasePath: 'archive',
  pageBasePath: 'page',
  postsPerPage: 10,
  blogTitle: 'Blog',
  blogDescription: 'News',
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  feedLinks: [{ rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Site RSS Feed' }],
};

const maintainers = { key: 'maintainers', name: 'Maintainers', page: '/blog/authors/maintainers' };
const ebpf = { label: 'eBPF', permalink: '/blog/tags/e-bpf' };

/** A post as loadContent makes it, numbered newest first: post 0 is the newest. */
function post(n: number, extra: Partial<BlogPost['metadata']> = {}): BlogPost {
  const date = new Date(Date.UTC(2025, 0, 1) - n * 30 * 86_400_000).toISOString();
  return {
    metadata: {
      permalink: `/blog/p${n}`,
      title: `Post ${n}`,
      description: `About ${n}`,
      date,
      formattedDate: date.slice(0, 10),
      authors: [maintainers],
      tags: [ebpf],
      truncated: true,
      unlisted: false,
      draft: false,
      links: {},
      ...extra,
    },
    source: `/site/blog/p${n}.md`,
    contentModule: `/modules/p${n}.jsx`,
    excerptModule: `/modules/p${n}-excerpt.jsx`,
    toc: [{ value: 'Intro', id: 'intro', level: 2 }],
    hideTableOfContents: false,
    titleFromContent: false,
    sidebarLabel: `Post ${n}`,
    image: `/img/p${n}.png`,
    keywords: ['k'],
  };
}

const listModule = (modules: string[]) => `list(${modules.join(',')})`;
const build = (posts: BlogPost[], extra: Partial<BlogRouteOptions> = {}, authors: BlogAuthorProps[] = [maintainers]) => buildBlogRoutes({ posts, authors }, { ...options, ...extra }, listModule);
const byPath = (result: ReturnType<typeof build>, path: string) => result.routes.find((r) => r.path === path);

describe('buildBlogRoutes', () => {
  const posts = Array.from({ length: 34 }, (_, i) => post(i));
  const result = build(posts);

  it('makes list pages of 10, 10, 10 and 4 posts, newest first, each with its excerpts as content', () => {
    const lists = result.routes.filter((r) => r.component === '@theme/BlogListPage');
    expect(lists.map((r) => r.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']);
    expect(lists.map((r) => (r.props as BlogListPageProps).items.length)).toEqual([10, 10, 10, 4]);
    const last = lists[3]!;
    expect((last.props as BlogListPageProps).items.map((i) => i.title)).toEqual(['Post 30', 'Post 31', 'Post 32', 'Post 33']);
    expect(last.content).toBe('list(/modules/p30-excerpt.jsx,/modules/p31-excerpt.jsx,/modules/p32-excerpt.jsx,/modules/p33-excerpt.jsx)');
    expect(last.head).toMatchObject({ title: 'Blog (page 4)', description: 'News' });
    expect((lists[1]!.props as BlogListPageProps).pagination).toMatchObject({ page: 2, totalPages: 4, previous: '/blog', next: '/blog/page/3' });
  });

  it('makes a post page with head, toc, sidebar data and newer/older neighbours', () => {
    const route = byPath(result, '/blog/p1')!;
    expect(route).toMatchObject({
      component: '@theme/BlogPostPage',
      content: '/modules/p1.jsx',
      data: { sidebar: 'content-blog-default-sidebar' },
      sourceFile: '/site/blog/p1.md',
      head: { title: 'Post 1', description: 'About 1', image: '/img/p1.png', keywords: ['k'], links: options.feedLinks },
    });
    const props = route.props as BlogPostPageProps;
    expect(props.previous).toEqual({ title: 'Post 0', permalink: '/blog/p0' });
    expect(props.next).toEqual({ title: 'Post 2', permalink: '/blog/p2' });
    expect((byPath(result, '/blog/p0')!.props as BlogPostPageProps).previous).toBeUndefined();
    expect((byPath(result, '/blog/p33')!.props as BlogPostPageProps).next).toBeUndefined();
  });

  it('shares one sidebar of every post through data, not props', () => {
    const sidebar = result.data['content-blog-default-sidebar'] as BlogSidebarData;
    expect(sidebar.title).toBe('All posts');
    expect(sidebar.items).toHaveLength(34);
    expect(sidebar.items[0]).toEqual({ title: 'Post 0', permalink: '/blog/p0', date: posts[0]!.metadata.date, formattedDate: posts[0]!.metadata.formattedDate });
    expect(JSON.stringify(byPath(result, '/blog/p1')!.props)).not.toContain('Post 20');
  });

  it('makes tag pages paginated below the tag and a tags list with counts', () => {
    expect(result.routes.filter((r) => r.component === '@theme/BlogTagPage').map((r) => r.path)).toEqual(['/blog/tags/e-bpf', '/blog/tags/e-bpf/page/2', '/blog/tags/e-bpf/page/3', '/blog/tags/e-bpf/page/4']);
    const tagPage = byPath(result, '/blog/tags/e-bpf')!.props as BlogListPageProps;
    expect(tagPage.title).toBe('34 posts tagged with “eBPF”');
    expect(tagPage.tag).toMatchObject({ label: 'eBPF', count: 34, allTagsPath: '/blog/tags' });
    expect((byPath(result, '/blog/tags')!.props as BlogTagsListPageProps).tags).toEqual([{ label: 'eBPF', permalink: '/blog/tags/e-bpf', description: undefined, count: 34 }]);
  });

  it('makes an authors page with counts and a paginated page per author with a page (under authors/<n>, as Docusaurus)', () => {
    expect((byPath(result, '/blog/authors')!.props as BlogAuthorsPageProps).authors).toEqual([{ ...maintainers, count: 34 }]);
    expect(result.routes.filter((r) => r.component === '@theme/BlogAuthorPage').map((r) => r.path)).toEqual([
      '/blog/authors/maintainers',
      '/blog/authors/maintainers/authors/2',
      '/blog/authors/maintainers/authors/3',
      '/blog/authors/maintainers/authors/4',
    ]);
  });

  it('lists every author of the authors file but makes pages only for those with one (Docusaurus 3.5+)', () => {
    const guest = { key: 'guest', name: 'Guest' };
    const idle = { key: 'idle', name: 'Idle', page: '/blog/authors/idle' };
    const withGuest = build([post(0, { authors: [maintainers, guest] }), post(1, { authors: [guest], unlisted: true })], {}, [guest, maintainers, idle]);
    expect((byPath(withGuest, '/blog/authors')!.props as BlogAuthorsPageProps).authors).toEqual([
      { ...guest, count: 1 },
      { ...maintainers, count: 1 },
      { ...idle, count: 0 },
    ]);
    expect(withGuest.routes.filter((r) => r.component === '@theme/BlogAuthorPage').map((r) => r.path)).toEqual(['/blog/authors/maintainers', '/blog/authors/idle']);
    expect(byPath(withGuest, '/blog/authors/idle')).toMatchObject({ content: undefined, head: { noIndex: undefined } });
  });

  it('makes an archive by year, newest year first', () => {
    const archive = byPath(result, '/blog/archive')!.props as BlogArchivePageProps;
    expect(archive.years.map((y) => y.year)).toEqual(['2025', '2024', '2023', '2022']);
    expect(archive.years.flatMap((y) => y.posts)).toHaveLength(34);
  });

  it('publishes the five newest posts as global data', () => {
    expect(result.globalData.recentPosts.map((p) => p.title)).toEqual(['Post 0', 'Post 1', 'Post 2', 'Post 3', 'Post 4']);
    expect(result.globalData.recentPosts[0]).toEqual({ title: 'Post 0', permalink: '/blog/p0', date: posts[0]!.metadata.date, description: 'About 0' });
  });
});

describe('unlisted posts', () => {
  const posts = [post(0), post(1, { unlisted: true, tags: [{ label: 'secret', permalink: '/blog/tags/secret' }] }), post(2)];
  const result = build(posts);

  it('are built but kept out of lists, neighbours, the sidebar, the archive, the tags list and the sitemap', () => {
    const hidden = byPath(result, '/blog/p1')!;
    expect(hidden).toMatchObject({ noSitemap: true, head: { noIndex: true } });
    expect((hidden.props as BlogPostPageProps).previous).toBeUndefined();
    expect((byPath(result, '/blog')!.props as BlogListPageProps).items.map((i) => i.permalink)).toEqual(['/blog/p0', '/blog/p2']);
    expect((byPath(result, '/blog/p0')!.props as BlogPostPageProps).next?.permalink).toBe('/blog/p2');
    expect((result.data['content-blog-default-sidebar'] as BlogSidebarData).items).toHaveLength(2);
    expect((byPath(result, '/blog/tags')!.props as BlogTagsListPageProps).tags.map((t) => t.label)).toEqual(['eBPF']);
    expect(byPath(result, '/blog/tags/secret')).toMatchObject({ noSitemap: true, head: { noIndex: true } });
    expect(result.globalData.recentPosts).toHaveLength(2);
  });
});

describe('options', () => {
  it('builds a blog at the site root, without sidebar or archive, all posts on one page', () => {
    const atRoot = (n: number) => post(n, { permalink: `/p${n}`, tags: [{ label: 'eBPF', permalink: '/tags/e-bpf' }], authors: [{ ...maintainers, page: '/authors/maintainers' }] });
    const result = build([atRoot(0), atRoot(1)], { routeBasePath: '/', blogSidebarCount: 0, archiveBasePath: null, postsPerPage: 'ALL', feedLinks: [] }, [{ ...maintainers, page: '/authors/maintainers' }]);
    expect(result.routes.map((r) => r.path)).toEqual(['/', '/p0', '/p1', '/tags', '/tags/e-bpf', '/authors', '/authors/maintainers']);
    expect(result.data).toEqual({});
    expect(byPath(result, '/')!.data).toBeUndefined();
    expect(byPath(result, '/')!.head!.links).toBeUndefined();
  });

  it('limits the sidebar to blogSidebarCount posts', () => {
    const result = build([post(0), post(1), post(2)], { blogSidebarCount: 2 });
    expect((result.data['content-blog-default-sidebar'] as BlogSidebarData).items.map((i) => i.title)).toEqual(['Post 0', 'Post 1']);
  });

  it('gives an empty blog without an authors file one empty list page and no tag or author pages', () => {
    const result = build([], {}, []);
    expect(result.routes.map((r) => r.path)).toEqual(['/blog', '/blog/archive']);
    expect(byPath(result, '/blog')!.content).toBeUndefined();
  });
});
