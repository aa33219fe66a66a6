import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createLogger, createSiteUrl, loadSiteConfig, type Diagnostic, type PluginContext, type RouteConfig } from '@folio/core';
import blogPlugin, { type BlogListPageProps, type BlogOptionsInput, type BlogTagsListPageProps, type BlogArchivePageProps, type BlogAuthorsPageProps, type BlogGlobalData } from '@folio/plugin-content-blog';
import { createMarkdownCompiler, type MarkdownCompiler } from '@folio/markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/site.ts';

/** The website's own blog (content/blog), loaded through the plugin with the site's config. */
let routes: RouteConfig[];
let data: Map<string, unknown>;
let globalData: BlogGlobalData;
const diagnostics: Diagnostic[] = [];
let compiler: MarkdownCompiler | undefined;
afterAll(() => compiler?.close());

const byPath = (p: string) => routes.find((r) => r.path === p);
const pagesUnder = (base: string) => routes.filter((r) => r.path === base || r.path.startsWith(`${base}/page/`)).map((r) => r.path);

beforeAll(async () => {
  const { config } = await loadSiteConfig(REPO_ROOT);
  // The site config lists the blog plugin with its options: found by its factory's name.
  const entry = config.plugins.find((p) => Array.isArray(p) && p[0].name === blogPlugin.name) as [typeof blogPlugin, BlogOptionsInput] | undefined;
  expect(entry, 'site.config.ts lists the blog plugin with its options').toBeDefined();
  const cacheDir = path.join(REPO_ROOT, 'tests', '.tmp', 'site-blog-cache');
  mkdirSync(cacheDir, { recursive: true });
  compiler = createMarkdownCompiler({ cacheDir });
  const context: PluginContext = {
    siteDir: REPO_ROOT,
    outDir: path.join(cacheDir, 'out'),
    cacheDir,
    baseUrl: config.baseUrl,
    siteUrl: createSiteUrl(config),
    mode: 'production',
    siteConfig: config,
    configFile: 'site.config.ts',
    logger: createLogger('content-blog', true),
    compiler: compiler!,
    createModule: (code, extension = '.jsx') => `/modules/${code.length}${extension}`,
    report: (d) => diagnostics.push(d),
    staticImageSizes: async () => ({}),
  };
  const plugin = entry![0](context, entry![1]);
  const content = await plugin.loadContent!();
  routes = [];
  data = new Map();
  await plugin.contentLoaded!({
    content,
    actions: {
      addRoute: (r) => routes.push(r),
      createData: (name, value) => data.set(name, value),
      setGlobalData: (value) => (globalData = value as BlogGlobalData),
    },
  });
});

describe('the website blog (content/blog)', () => {
  it('loads without errors or warnings', () => {
    expect(diagnostics.map((d) => `${path.relative(REPO_ROOT, d.file)}:${d.line ?? ''} ${d.message}`)).toEqual([]);
  });

  it('has 34 posts at /blog/{year}/{month}/{slug}, from 2020 to 2025', () => {
    const posts = routes.filter((r) => r.component === '@theme/BlogPostPage');
    expect(posts).toHaveLength(34);
    for (const post of posts) expect(post.path).toMatch(/^\/blog\/20(2[0-5])\/(0[1-9]|1[0-2])\/[a-z0-9-]+$/);
    const years = new Set(posts.map((p) => p.path.split('/')[2]));
    expect([...years].sort()).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
  });

  it('lists them on four pages of 10, 10, 10 and 4, newest first', () => {
    const lists = routes.filter((r) => r.component === '@theme/BlogListPage');
    expect(lists.map((r) => r.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3', '/blog/page/4']);
    expect(lists.map((r) => (r.props as BlogListPageProps).items.length)).toEqual([10, 10, 10, 4]);
    const dates = lists.flatMap((r) => (r.props as BlogListPageProps).items.map((i) => i.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect((lists[0]!.props as BlogListPageProps).items.every((i) => i.truncated)).toBe(true);
  });

  it('has the tag pages the spec names, paginated 10 a page', () => {
    const tags = (byPath('/blog/tags')!.props as BlogTagsListPageProps).tags;
    const tagPages = routes.filter((r) => r.component === '@theme/BlogTagPage' && !r.path.includes('/page/'));
    expect(tagPages.length).toBe(tags.length);
    expect(tagPages.length).toBeGreaterThanOrEqual(80);
    for (const slug of ['arm', 'bcc', 'bpf', 'cncf', 'co-re', 'containerd', 'dns', 'golang', 'headlamp', 'kubernetes', 'rust', 'security', 'testing', 'wasm', 'gadget', 'inspektor-gadget', 'e-bpf']) {
      expect(byPath(`/blog/tags/${slug}`), slug).toBeDefined();
    }
    expect(pagesUnder('/blog/tags/e-bpf')).toEqual(['/blog/tags/e-bpf', '/blog/tags/e-bpf/page/2', '/blog/tags/e-bpf/page/3']);
    expect(pagesUnder('/blog/tags/inspektor-gadget')).toEqual(['/blog/tags/inspektor-gadget', '/blog/tags/inspektor-gadget/page/2', '/blog/tags/inspektor-gadget/page/3', '/blog/tags/inspektor-gadget/page/4']);
    expect(pagesUnder('/blog/tags/gadget')).toEqual(['/blog/tags/gadget', '/blog/tags/gadget/page/2']);
    expect(pagesUnder('/blog/tags/kubernetes')).toEqual(['/blog/tags/kubernetes', '/blog/tags/kubernetes/page/2']);
    expect(pagesUnder('/blog/tags/bpf').length).toBeGreaterThanOrEqual(2);
  });

  it('has authors, an archive from 2025 back to 2020, a year sidebar of every post and the five newest posts in global data', () => {
    const authors = (byPath('/blog/authors')!.props as BlogAuthorsPageProps).authors;
    expect(authors.map((a) => a.key)).toEqual(['maintainers', 'release-team', 'community', 'mentorship', 'docs-team', 'security-team']);
    for (const author of authors) expect(byPath(`/blog/authors/${author.key}`), author.key).toBeDefined();
    expect((byPath('/blog/archive')!.props as BlogArchivePageProps).years.map((y) => y.year)).toEqual(['2025', '2024', '2023', '2022', '2021', '2020']);
    expect((data.get('content-blog-default-sidebar') as { items: unknown[] }).items).toHaveLength(34);
    expect(globalData.recentPosts).toHaveLength(5);
    expect(globalData.recentPosts[0]!.permalink).toBe('/blog/2025/07/opentelemetry-metrics');
  });
});
