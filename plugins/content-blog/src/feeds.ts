import { escapeXml } from './xml.ts';

/** A post as the feeds need it: absolute URLs, rendered HTML. */
export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  url: string;
  /** ISO date-time. */
  date: string;
  description: string;
  /** The post body as HTML with absolute URLs. */
  contentHtml: string;
  authors: { name: string; url?: string | undefined; email?: string | undefined }[];
  tags: { label: string; url: string }[];
  /** Absolute URL of the social image. */
  image?: string | undefined;
}

/** The feed channel. */
export interface FeedInfo {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  blogUrl: string;
  /** Absolute URL of the folder the feed files go to (the blog's), ending without `/`. */
  feedBaseUrl: string;
  language: string;
  copyright?: string | undefined;
  /** Absolute URL of the site icon. */
  icon?: string | undefined;
}

const GENERATOR = 'Folio';

/** RFC 822 date for RSS: `Tue, 15 Jul 2025 00:00:00 GMT`. */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** The newest item's date: the feed's update time, so unchanged content gives identical feeds. */
function updated(items: readonly FeedItem[]): string {
  return items.reduce((newest, item) => (item.date > newest ? item.date : newest), items[0]?.date ?? '1970-01-01T00:00:00.000Z');
}

const tag = (name: string, text: string | undefined, indent: string) => (text === undefined ? [] : [`${indent}<${name}>${escapeXml(text)}</${name}>`]);

/** RSS 2.0 with full content in `content:encoded`. Pure. */
export function buildRssFeed(info: FeedInfo, items: readonly FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    ...tag('title', info.title, '    '),
    ...tag('link', info.blogUrl, '    '),
    ...tag('description', info.description, '    '),
    ...tag('lastBuildDate', rfc822(updated(items)), '    '),
    '    <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    ...tag('generator', GENERATOR, '    '),
    ...tag('language', info.language, '    '),
    ...tag('copyright', info.copyright, '    '),
    `    <atom:link href="${escapeXml(`${info.feedBaseUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
  ];
  for (const item of items) {
    lines.push(
      '    <item>',
      ...tag('title', item.title, '      '),
      ...tag('link', item.url, '      '),
      ...tag('guid', item.url, '      '),
      ...tag('pubDate', rfc822(item.date), '      '),
      ...tag('description', item.description, '      '),
      ...tag('content:encoded', item.contentHtml, '      '),
      ...item.authors.flatMap((a) => tag('dc:creator', a.name, '      ')),
      ...item.tags.flatMap((t) => tag('category', t.label, '      ')),
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}

/** Atom 1.0 with full content. Pure. */
export function buildAtomFeed(info: FeedInfo, items: readonly FeedItem[]): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(info.language)}">`,
    ...tag('id', info.blogUrl, '  '),
    ...tag('title', info.title, '  '),
    ...tag('updated', updated(items), '  '),
    ...tag('generator', GENERATOR, '  '),
    `  <link rel="alternate" href="${escapeXml(info.blogUrl)}"/>`,
    `  <link rel="self" href="${escapeXml(`${info.feedBaseUrl}/atom.xml`)}"/>`,
    ...tag('subtitle', info.description, '  '),
    ...tag('icon', info.icon, '  '),
    ...tag('rights', info.copyright, '  '),
  ];
  for (const item of items) {
    lines.push(
      '  <entry>',
      `    <title type="html">${escapeXml(item.title)}</title>`,
      ...tag('id', item.url, '    '),
      `    <link href="${escapeXml(item.url)}"/>`,
      ...tag('updated', item.date, '    '),
      ...tag('published', item.date, '    '),
      `    <summary type="html">${escapeXml(item.description)}</summary>`,
      `    <content type="html">${escapeXml(item.contentHtml)}</content>`,
      ...item.authors.flatMap((a) => ['    <author>', ...tag('name', a.name, '      '), ...tag('uri', a.url, '      '), ...tag('email', a.email, '      '), '    </author>']),
      ...item.tags.map((t) => `    <category label="${escapeXml(t.label)}" term="${escapeXml(t.label)}"/>`),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** JSON Feed 1.1. JSON.stringify escapes everything JSON needs. Pure. */
export function buildJsonFeed(info: FeedInfo, items: readonly FeedItem[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: info.title,
    home_page_url: info.blogUrl,
    feed_url: `${info.feedBaseUrl}/feed.json`,
    description: info.description,
    language: info.language,
    ...(info.icon ? { favicon: info.icon } : {}),
    items: items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      content_html: item.contentHtml,
      summary: item.description,
      date_published: item.date,
      ...(item.image ? { image: item.image } : {}),
      ...(item.authors.length ? { authors: item.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
      tags: item.tags.map((t) => t.label),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}
