import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSiteUrl, type PostBuildArgs, type SiteConfig } from '@folio/core';
import { extractElementHtml, POST_CONTENT_ID, toFeedHtml } from './feed-html.ts';
import { buildAtomFeed, buildJsonFeed, buildRssFeed, type FeedInfo, type FeedItem } from './feeds.ts';
import type { BlogOptions, FeedType } from './options.ts';
import { joinPath } from './paginate.ts';
import type { BlogContent } from './types.ts';

/** File name of each feed inside the blog's folder. */
export const FEED_FILES: Record<FeedType, { file: string; type: string; label: string }> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', type: 'application/json', label: 'JSON Feed' },
};

/** `https://example.org/base/x` for a site path `/x`. */
export function toAbsoluteUrl(siteConfig: Pick<SiteConfig, 'url' | 'baseUrl'>, sitePath: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(sitePath)) return sitePath;
  return createSiteUrl(siteConfig).absolute(sitePath);
}

/** The feed's title and description, falling back to the site's title as Docusaurus does. */
export function feedInfo(siteConfig: SiteConfig, options: BlogOptions): FeedInfo {
  const blogPath = joinPath(options.routeBasePath);
  return {
    title: options.feedOptions.title ?? siteConfig.title,
    description: options.feedOptions.description ?? `${siteConfig.title} Blog`,
    blogUrl: toAbsoluteUrl(siteConfig, blogPath),
    feedBaseUrl: toAbsoluteUrl(siteConfig, blogPath).replace(/\/$/, ''),
    language: options.feedOptions.language ?? siteConfig.i18n.defaultLocale,
    copyright: options.feedOptions.copyright,
    icon: siteConfig.favicon ? toAbsoluteUrl(siteConfig, siteConfig.favicon) : undefined,
  };
}

/**
 * Writes the feeds after rendering: each listed post's body is read back from its built page, so
 * feeds carry exactly the HTML readers see, with absolute URLs.
 */
export async function writeFeeds(args: PostBuildArgs<BlogContent>, siteConfig: SiteConfig, options: BlogOptions, types: FeedType[]): Promise<void> {
  if (!types.length) return;
  const { limit } = options.feedOptions;
  const listed = args.content.posts.filter((p) => !p.metadata.unlisted);
  const posts = typeof limit === 'number' ? listed.slice(0, limit) : listed;
  const outFiles = new Map(args.routes.map((r) => [r.path, r.outFile]));
  const { origin } = createSiteUrl(siteConfig);
  const items: FeedItem[] = await Promise.all(
    posts.map(async (post) => {
      const outFile = outFiles.get(post.metadata.permalink);
      const html = outFile ? await readFile(path.join(args.outDir, outFile), 'utf8') : '';
      const body = extractElementHtml(html, POST_CONTENT_ID) ?? '';
      return {
        title: post.metadata.title,
        url: toAbsoluteUrl(siteConfig, post.metadata.permalink),
        date: post.metadata.date,
        description: post.metadata.description,
        contentHtml: toFeedHtml(body, origin),
        authors: post.metadata.authors.filter((a) => a.name).map((a) => ({ name: a.name!, url: a.url ? toAbsoluteUrl(siteConfig, a.url) : undefined, email: a.email })),
        tags: post.metadata.tags.map((t) => ({ label: t.label, url: toAbsoluteUrl(siteConfig, t.permalink) })),
        image: post.image ? toAbsoluteUrl(siteConfig, post.image) : undefined,
      };
    }),
  );
  const info = feedInfo(siteConfig, options);
  const build = { rss: buildRssFeed, atom: buildAtomFeed, json: buildJsonFeed };
  const dir = joinPath(options.routeBasePath).slice(1);
  for (const type of types) await args.writeFile(path.posix.join(dir, FEED_FILES[type].file), build[type](info, items));
}
