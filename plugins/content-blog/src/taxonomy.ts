import type { BlogAuthorProps, BlogTagProps } from './props.ts';
import type { BlogPost } from './types.ts';

/** Posts that share a tag or an author. */
export interface PostGroup<T> {
  /** The tag or author, as the first post names it. */
  item: T;
  /** The posts its page lists: the listed ones, or all of them when every post is unlisted. */
  posts: BlogPost[];
  /** Every post of the group is unlisted: its page is built but not listed or indexed. */
  unlisted: boolean;
}

/** Listed posts, or all of them when none is listed (Docusaurus's rule for tag pages). */
function visible(posts: BlogPost[]): { posts: BlogPost[]; unlisted: boolean } {
  const listed = posts.filter((p) => !p.metadata.unlisted);
  return listed.length ? { posts: listed, unlisted: false } : { posts, unlisted: true };
}

/** Groups posts by tag page, in the order of the posts (newest first). Pure. */
export function groupPostsByTag(posts: readonly BlogPost[]): PostGroup<BlogTagProps>[] {
  const groups = new Map<string, { item: BlogTagProps; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of post.metadata.tags) {
      const group = groups.get(tag.permalink) ?? { item: { label: tag.label, permalink: tag.permalink, description: tag.description }, posts: [] };
      group.posts.push(post);
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()].map((g) => ({ item: g.item, ...visible(g.posts) }));
}

/**
 * Groups posts by the authors-file authors that have a page, ordered as the authors file lists
 * them (then by key for authors missing from `order`). Inline authors get no page. Pure.
 */
export function groupPostsByAuthor(posts: readonly BlogPost[], order: readonly string[]): PostGroup<BlogAuthorProps>[] {
  const groups = new Map<string, { item: BlogAuthorProps; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const author of post.metadata.authors) {
      if (!author.key || !author.page) continue;
      const group = groups.get(author.key) ?? { item: author, posts: [] };
      group.posts.push(post);
      groups.set(author.key, group);
    }
  }
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([, g]) => ({ item: g.item, ...visible(g.posts) }));
}
