import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt as readBuiltRaw } from '../helpers/site.ts';

let siteDir: string;
let warnings: string[];

/** A built file, without the router's `data-discover` attributes (noise for these assertions). */
function readBuilt(siteDir: string, file: string, outDir?: string): string {
  return readBuiltRaw(siteDir, file, outDir).replaceAll(' data-discover="true"', '');
}

/** The boot data a page inlines for the browser runtime. */
function bootData(html: string) {
  return JSON.parse(html.match(/<script id="__FOLIO_DATA__" type="application\/json">(.*?)<\/script>/)![1]!);
}

/** The `<main>` of a page: what the page shows, without navbar, sidebar or footer. */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** Titles of the posts a list page shows, in order. */
function listedTitles(html: string): string[] {
  return [...mainOf(html).matchAll(/<h2 class="blog-post__title"><a [^>]*>(.*?)<\/a><\/h2>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  siteDir = copyFixture('blog-site');
  ({ warnings } = await buildQuietly(siteDir));
});

describe('the blog fixture built for real', () => {
  it('builds list pages of 10 posts, newest first, at /blog and /blog/page/2', () => {
    const first = readBuilt(siteDir, 'blog/index.html');
    const second = readBuilt(siteDir, 'blog/page/2/index.html');
    expect(listedTitles(first)).toEqual([
      'Inline tags and authors',
      'A post in a folder',
      'A title from the heading',
      'An MDX post',
      'A post without a marker',
      'Quotes &quot;and&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more',
      'The eleventh post',
      'The tenth post',
      'The ninth post',
      'The eighth post',
    ]);
    expect(listedTitles(second)).toHaveLength(8);
    expect(listedTitles(second).at(-1)).toBe('An undated file');
    expect(existsSync(path.join(siteDir, 'build/blog/page/3/index.html'))).toBe(false);
    expect(first).toContain('<title>Fixture blog | Blog Fixture</title>');
    expect(second).toContain('<title>Fixture blog (page 2) | Blog Fixture</title>');
    expect(mainOf(first)).toContain('rel="next" href="/blog/page/2"');
    expect(mainOf(second)).toContain('rel="prev" href="/blog"');
    expect(mainOf(second)).toContain('Page 2 of 2');
  });

  it('shows each preview cut at the truncate marker, with Read more; a post without a marker whole, without it', () => {
    const list = mainOf(readBuilt(siteDir, 'blog/index.html'));
    expect(list).toContain('Opening paragraph of the eleventh post');
    expect(list).not.toContain('AFTER-TRUNCATE-11');
    expect(list).toContain('<a class="blog-post__read-more" aria-label="Read more about The eleventh post" href="/blog/2023/11/eleventh-post">Read more</a>');
    expect(list).toContain('An MDX post with a <mark class="fixture-highlight">component</mark> before the marker.');
    expect(list).not.toContain('AFTER-MDX-TRUNCATE');
    expect(list).toContain('WHOLE-POST-SHOWN');
    expect(list).not.toContain('Read more about A post without a marker');
    expect(warnings.join('\n')).toContain('blog/2024-07-01-no-truncate.md This post has no truncate marker');
  });

  it('builds post pages with title, date, reading time, authors, tags, content, TOC and newer/older links', () => {
    const html = readBuilt(siteDir, 'blog/2023/01/first-post/index.html');
    const main = mainOf(html);
    expect(html).toContain('<title>The first post | Blog Fixture</title>');
    expect(main).toContain('<h1 class="blog-post__title">The first post</h1>');
    expect(main).toContain('<time dateTime="2023-01-10T00:00:00.000Z">January 10, 2023</time>');
    expect(main).toContain('1 min read');
    expect(main).toContain('<img class="avatar__photo blog-author__avatar" src="/img/jane.svg"');
    expect(main).toContain('<a href="/blog/authors/jane">Jane Doe</a>');
    expect(main).toContain('Kernel tinkerer');
    expect(main).toContain('href="https://jane.example.org"');
    expect(main).toContain('href="https://github.com/janedoe"');
    // As in Docusaurus, a tag link carries the tag's description as its title.
    expect(main).toContain('<a class="tag" title="Posts about eBPF programs." href="/blog/tags/e-bpf">eBPF</a>');
    expect(main).toContain('AFTER-TRUNCATE-1');
    expect(html).toContain('<a href="#details-of-the-first-post" class="toc__link');
    expect(main).toContain('rel="prev" href="/blog/2023/02/second-post"');
    expect(main).toContain('rel="next" href="/blog/undated-post"');
    expect(main).toContain('href="https://example.org/repo/edit/main/blog/2023-01-10-first-post.md"');
  });

  it('writes the post head: description, social image, keywords and feed links', () => {
    const html = readBuilt(siteDir, 'blog/2023/01/first-post/index.html');
    expect(html).toContain('<meta name="description" content="Summary of the first post.">');
    expect(html).toContain('<meta property="og:image" content="https://blog.example.org/img/first.png">');
    expect(html).toContain('<meta name="keywords" content="first, fixture">');
    expect(html).toContain('<link rel="alternate" href="/blog/rss.xml" type="application/rss+xml" title="Fixture feed RSS Feed">');
    expect(html).toContain('<link rel="alternate" href="/blog/atom.xml" type="application/atom+xml" title="Fixture feed Atom Feed">');
    expect(html).toContain('<link rel="alternate" href="/blog/feed.json" type="application/json" title="Fixture feed JSON Feed">');
  });

  it('takes slugs from front matter, else date and name from the file; dates from front matter first', () => {
    expect(existsSync(path.join(siteDir, 'build/blog/2023/01/first-post/index.html'))).toBe(true);
    expect(existsSync(path.join(siteDir, 'build/blog/2024/12/01/folder-post/index.html'))).toBe(true);
    expect(readBuilt(siteDir, 'blog/undated-post/index.html')).toContain('<time dateTime="2022-05-05T10:00:00.000Z">May 5, 2022</time>');
    expect(readBuilt(siteDir, 'blog/2025/01/15/inline/index.html')).toContain('<time dateTime="2025-01-20T00:00:00.000Z">January 20, 2025</time>');
  });

  it('titles a post by its heading when the front matter has none, and hides that heading in the body', () => {
    const html = readBuilt(siteDir, 'blog/2024/09/01/heading-title/index.html');
    expect(html).toContain('<title>A title from the heading | Blog Fixture</title>');
    expect(html).toContain('class="blog-post blog-post--title-from-content"');
  });

  it('resolves Markdown links to other posts and honours hide_table_of_contents', () => {
    const html = readBuilt(siteDir, 'blog/2024/12/01/folder-post/index.html');
    expect(mainOf(html)).toContain('<a href="/blog/2023/01/first-post#details-of-the-first-post">the first post</a>');
    expect(html).not.toContain('class="toc"');
  });

  it('leaves drafts out and builds unlisted posts without listing or indexing them', () => {
    const all = readdirSync(path.join(siteDir, 'build/blog'), { recursive: true, encoding: 'utf8' });
    expect(all.some((f) => f.includes('draft'))).toBe(false);
    const unlisted = readBuilt(siteDir, 'blog/2024/11/01/unlisted/index.html');
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(unlisted).toContain('Unlisted page');
    expect(readBuilt(siteDir, 'sitemap.xml')).not.toContain('unlisted');
    expect(readBuilt(siteDir, 'sitemap.xml')).toContain('<loc>https://blog.example.org/blog/2023/01/first-post</loc>');
    for (const file of ['blog/index.html', 'blog/page/2/index.html', 'blog/archive/index.html', 'blog/tags/index.html', 'blog/rss.xml']) {
      expect(readBuilt(siteDir, file), file).not.toContain('UNLISTED-POST-TITLE');
      expect(readBuilt(siteDir, file), file).not.toContain('DRAFT-POST-TITLE');
    }
    expect(readBuilt(siteDir, 'blog/tags/secret-tag/index.html')).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('lists tags with counts and makes tag pages, 10 posts a page, with kebab-case slugs for free labels', () => {
    const tags = mainOf(readBuilt(siteDir, 'blog/tags/index.html'));
    expect(tags).toContain('<a class="tag" title="Posts about eBPF programs." href="/blog/tags/e-bpf">eBPF<span class="tag__count">12</span></a>');
    expect(tags).toContain('href="/blog/tags/kubernetes"');
    expect(tags).not.toContain('Secret');
    const ebpf = readBuilt(siteDir, 'blog/tags/e-bpf/index.html');
    expect(mainOf(ebpf)).toContain('<h1>12 posts tagged with “eBPF”</h1>');
    expect(listedTitles(ebpf)).toHaveLength(10);
    expect(listedTitles(readBuilt(siteDir, 'blog/tags/e-bpf/page/2/index.html'))).toEqual(['The second post', 'The first post']);
    for (const slug of ['inspektor-gadget', 'k-9-s', 'co-re']) expect(existsSync(path.join(siteDir, `build/blog/tags/${slug}/index.html`)), slug).toBe(true);
    expect(mainOf(readBuilt(siteDir, 'blog/tags/k-9-s/index.html'))).toContain('One post tagged with “k9s”');
    expect(warnings.join('\n')).toContain('blog/2025-01-15-inline.md:9:7 Tags not in blog/tags.yml: "Inspektor Gadget", "k9s", "CO-RE".');
  });

  it('lists every author of authors.yml with post counts; authors with page: true get a paginated page of their posts', () => {
    const authors = mainOf(readBuilt(siteDir, 'blog/authors/index.html'));
    expect(authors).toContain('<a href="/blog/authors/jane">Jane Doe</a><span class="blog-author__count"> · 13 posts</span>');
    expect(authors).toContain('<a href="/blog/authors/ops-team">Operations team</a>');
    // Docusaurus 3.5+ lists every author of the file; one without page: true has no page or link.
    expect(authors).toContain('Nobody Yet<span class="blog-author__count"> · 0 posts</span>');
    expect(existsSync(path.join(siteDir, 'build/blog/authors/unused'))).toBe(false);
    expect(authors).not.toContain('Guest Writer');
    expect(listedTitles(readBuilt(siteDir, 'blog/authors/jane/index.html'))).toHaveLength(10);
    expect(listedTitles(readBuilt(siteDir, 'blog/authors/jane/authors/2/index.html'))).toEqual(['The second post', 'The first post', 'An undated file']);
    expect(listedTitles(readBuilt(siteDir, 'blog/authors/ops-team/index.html'))).toEqual(['A post in a folder', 'An MDX post', 'A post without a marker', 'The ninth post', 'The sixth post', 'The third post']);
  });

  it('builds an archive of every listed post by year, newest first', () => {
    const archive = mainOf(readBuilt(siteDir, 'blog/archive/index.html'));
    expect([...archive.matchAll(/<h2 id="archive-(\d{4})">/g)].map((m) => m[1])).toEqual(['2025', '2024', '2023', '2022']);
    expect(archive.match(/class="blog-archive__title"/g)).toHaveLength(18);
  });

  it('shares the sidebar as one data file and marks the current post', () => {
    const html = readBuilt(siteDir, 'blog/2023/05/fifth-post/index.html');
    const boot = bootData(html);
    const sidebarUrl: string = boot.route.d.sidebar;
    expect(sidebarUrl).toMatch(/^\/assets\/data\/content-blog-default-sidebar-[0-9a-f]+\.json$/);
    const sidebar = JSON.parse(readFileSync(path.join(siteDir, 'build', sidebarUrl), 'utf8'));
    expect(sidebar.items).toHaveLength(18);
    expect(bootData(readBuilt(siteDir, 'blog/index.html')).route.d.sidebar).toBe(sidebarUrl);
    expect(html).toContain('<a class="blog-sidebar__link blog-sidebar__link--active" aria-current="page" href="/blog/2023/05/fifth-post">The fifth post</a>');
    expect(html.match(/class="blog-sidebar__year"/g)).toHaveLength(4);
  });

  it('publishes the five newest posts as global data for the home page', () => {
    const home = readBuilt(siteDir, 'index.html');
    expect(bootData(home).site.globalData['content-blog'].recentPosts.map((p: { title: string }) => p.title)).toEqual(['Inline tags and authors', 'A post in a folder', 'A title from the heading', 'An MDX post', 'A post without a marker']);
    expect(home).toContain('<a href="/blog/2025/01/15/inline">Inline tags and authors</a>');
  });

  it('escapes titles and descriptions with markup and quotes in HTML, head and boot JSON', () => {
    const html = readBuilt(siteDir, 'blog/2024/06/01/special-characters/index.html');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>Quotes &quot;and&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more | Blog Fixture</title>');
    expect(html).toContain('<meta name="description" content="Tricky &lt;b&gt;description&lt;/b&gt; with &#39;single&#39; &amp; &quot;double&quot; quotes">');
    expect(html).toContain('<h1 class="blog-post__title">Quotes &quot;and&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</h1>');
    expect(bootData(html).route.t).toBe('Quotes "and" <script>alert(1)</script> & more | Blog Fixture');
  });
});

describe('feeds', () => {
  it('writes RSS, Atom and JSON feeds with absolute URLs and full, escaped content', () => {
    const rss = readBuilt(siteDir, 'blog/rss.xml');
    expect(rss).toContain('<title>Fixture feed</title>');
    expect(rss).toContain('<link>https://blog.example.org/blog/2023/01/first-post</link>');
    expect(rss).toContain('AFTER-TRUNCATE-1');
    expect(rss).toContain('&lt;a href=&quot;https://blog.example.org/blog/2023/01/first-post#details-of-the-first-post&quot;&gt;the first post&lt;/a&gt;');
    expect(rss).toContain('<title>Quotes &quot;and&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>');
    expect(rss).not.toContain('<script>');
    expect(rss).not.toContain('hash-link');
    expect(rss.match(/<item>/g)).toHaveLength(18);

    const atom = readBuilt(siteDir, 'blog/atom.xml');
    expect(atom).toContain('<link rel="self" href="https://blog.example.org/blog/atom.xml"/>');
    expect(atom).toContain('<id>https://blog.example.org/blog/2024/08/01/mdx-post</id>');
    expect(atom).toContain('AFTER-MDX-TRUNCATE');
    expect(atom.match(/<entry>/g)).toHaveLength(18);

    const json = JSON.parse(readBuilt(siteDir, 'blog/feed.json'));
    expect(json.feed_url).toBe('https://blog.example.org/blog/feed.json');
    expect(json.items).toHaveLength(18);
    const special = json.items.find((i: { title: string }) => i.title.startsWith('Quotes'));
    expect(special.title).toBe('Quotes "and" <script>alert(1)</script> & more');
    expect(special.content_html).toContain('The body after the marker.');
  });
});

describe('rebuilds', () => {
  it('compiles each post once: a rebuild reuses the cache, an edited post adds one entry', async () => {
    const cacheDir = path.join(siteDir, '.folio', 'markdown');
    const count = () => readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).length;
    const before = count();
    expect(before).toBeGreaterThanOrEqual(20);
    await buildQuietly(siteDir, 'build-again');
    expect(count()).toBe(before);
    const file = path.join(siteDir, 'blog/2023-02-10-second-post.md');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, readFileSync(file, 'utf8').replace('More words', 'Some more words'));
    await buildQuietly(siteDir, 'build-edited');
    expect(count()).toBe(before + 1);
    expect(readBuilt(siteDir, 'blog/2023/02/second-post/index.html', 'build-edited')).toContain('Some more words');
  });
});
