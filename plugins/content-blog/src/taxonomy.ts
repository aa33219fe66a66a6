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

/** An author of the authors file with their posts. */
export interface AuthorGroup extends PostGroup<BlogAuthorProps> {
  /** How many listed posts name the author: the count the authors page shows. */
  listedCount: number;
}

/**
 * Groups posts by the authors of the authors file, in file order, authors without posts included
 * (Docusaurus lists every author of the file). Inline authors belong to no group. Pure.
 */
export function groupPostsByAuthor(posts: readonly BlogPost[], authors: readonly BlogAuthorProps[]): AuthorGroup[] {
  return authors.map((author) => {
    const theirs = posts.filter((post) => post.metadata.authors.some((a) => a.key !== undefined && a.key === author.key));
    return { item: author, ...(theirs.length ? visible(theirs) : { posts: [], unlisted: false }), listedCount: theirs.filter((p) => !p.metadata.unlisted).length };
  });
}
