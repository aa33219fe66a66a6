import type { BlogArchivePageProps, BlogGlobalData, BlogPostLink, BlogSidebarData } from './props.ts';
import type { BlogPost } from './types.ts';

function toLink(post: BlogPost, title = post.metadata.title): BlogPostLink {
  return { title, permalink: post.metadata.permalink, date: post.metadata.date, formattedDate: post.metadata.formattedDate };
}

/** The sidebar: the newest `count` listed posts (`'ALL'`: every one). Pure. */
export function buildBlogSidebar(posts: readonly BlogPost[], count: number | 'ALL', title: string): BlogSidebarData {
  const listed = posts.filter((p) => !p.metadata.unlisted);
  const items = (count === 'ALL' ? listed : listed.slice(0, count)).map((p) => toLink(p, p.sidebarLabel));
  return { title, items };
}

/** Listed posts by year of publication, newest year first, in post order within a year. Pure. */
export function buildArchive(posts: readonly BlogPost[]): BlogArchivePageProps['years'] {
  const years = new Map<string, BlogPostLink[]>();
  for (const post of posts) {
    if (post.metadata.unlisted) continue;
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), toLink(post)]);
  }
  return [...years.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, posts: list }));
}

/** Global data: the blog's path and its five newest listed posts (the home page shows them). Pure. */
export function buildGlobalData(posts: readonly BlogPost[], blogPath: string): BlogGlobalData {
  const newest = posts
    .filter((p) => !p.metadata.unlisted)
    .sort((a, b) => b.metadata.date.localeCompare(a.metadata.date))
    .slice(0, 5);
  return {
    path: blogPath,
    recentPosts: newest.map((p) => ({ title: p.metadata.title, permalink: p.metadata.permalink, date: p.metadata.date, description: p.metadata.description })),
  };
}
