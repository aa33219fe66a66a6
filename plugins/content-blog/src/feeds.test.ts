import { describe, expect, it } from 'vitest';
import { buildAtomFeed, buildJsonFeed, buildRssFeed, type FeedInfo, type FeedItem } from './feeds.ts';

const info: FeedInfo = {
  title: 'Site & "Friends"',
  description: 'News <b>here</b>',
  blogUrl: 'https://site.example/blog',
  feedBaseUrl: 'https://site.example/blog',
  language: 'en',
  copyright: '© 2025',
  icon: 'https://site.example/favicon.svg',
};

const item: FeedItem = {
  title: 'Hello <script>alert("x")</script>',
  url: 'https://site.example/blog/2025/01/hello',
  date: '2025-01-02T00:00:00.000Z',
  description: "It's \"quoted\" & <em>odd</em>\u0007",
  contentHtml: '<p>Body with <a href="https://site.example/x">a link</a> and ]]> too</p>',
  authors: [{ name: 'Jane', url: 'https://jane.example' }],
  tags: [{ label: 'eBPF', url: 'https://site.example/blog/tags/e-bpf' }],
  image: 'https://site.example/img/hello.png',
};

describe('RSS feed', () => {
  const rss = buildRssFeed(info, [item]);
  it('escapes every text, keeps full content, uses absolute URLs and the newest post date', () => {
    expect(rss).toContain('<title>Site &amp; &quot;Friends&quot;</title>');
    expect(rss).toContain('<title>Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(rss).toContain('<description>It&apos;s &quot;quoted&quot; &amp; &lt;em&gt;odd&lt;/em&gt;</description>');
    expect(rss).toContain('<content:encoded>&lt;p&gt;Body with &lt;a href=&quot;https://site.example/x&quot;&gt;a link&lt;/a&gt; and ]]&gt; too&lt;/p&gt;</content:encoded>');
    expect(rss).toContain('<link>https://site.example/blog/2025/01/hello</link>');
    expect(rss).toContain('<pubDate>Thu, 02 Jan 2025 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<lastBuildDate>Thu, 02 Jan 2025 00:00:00 GMT</lastBuildDate>');
    expect(rss).toContain('<atom:link href="https://site.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(rss).toContain('<category>eBPF</category>');
    expect(rss).not.toContain('<script');
    expect(rss).not.toContain('\u0007');
  });
});

describe('Atom feed', () => {
  it('escapes titles and content and names authors', () => {
    const atom = buildAtomFeed(info, [item]);
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(atom).toContain('<title type="html">Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>');
    expect(atom).toContain('<link rel="self" href="https://site.example/blog/atom.xml"/>');
    expect(atom).toContain('<content type="html">&lt;p&gt;Body with');
    expect(atom).toContain('<author>\n      <name>Jane</name>\n      <uri>https://jane.example</uri>\n    </author>');
    expect(atom).toContain('<updated>2025-01-02T00:00:00.000Z</updated>');
  });
});

describe('JSON feed', () => {
  it('is valid JSON Feed 1.1 that round-trips every string', () => {
    const feed = JSON.parse(buildJsonFeed(info, [item]));
    expect(feed).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', title: info.title, home_page_url: info.blogUrl, feed_url: 'https://site.example/blog/feed.json' });
    expect(feed.items[0]).toEqual({
      id: item.url,
      url: item.url,
      title: item.title,
      content_html: item.contentHtml,
      summary: item.description,
      date_published: item.date,
      image: item.image,
      authors: [{ name: 'Jane', url: 'https://jane.example' }],
      tags: ['eBPF'],
    });
  });
});
