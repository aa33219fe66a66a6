/** The blog's page titles and labels, as Docusaurus's theme-common words them (English; Folio reads no translations). */

/** "One post" or "N posts". Pure. */
function postsCount(count: number): string {
  return count === 1 ? 'One post' : `${count} posts`;
}

/**
 * Docusaurus's `useBlogTagsPostsPageTitle(tag)`: "N posts tagged with “label”" (Folio writes the
 * quotes curly, as its tag pages' document titles do).
 */
export function useBlogTagsPostsPageTitle(tag: { label: string; count: number }): string {
  return `${postsCount(tag.count)} tagged with “${tag.label}”`;
}

/** Docusaurus's `useBlogAuthorPageTitle(author)`: "Name - N posts". */
export function useBlogAuthorPageTitle(author: { key?: string | undefined; name?: string | undefined; count: number }): string {
  return `${author.name || author.key} - ${postsCount(author.count)}`;
}

/** Docusaurus's `translateBlogAuthorsListPageTitle()`. */
export function translateBlogAuthorsListPageTitle(): string {
  return 'Authors';
}

/** Docusaurus's label of the link to the authors page. */
export function BlogAuthorsListViewAllLabel() {
  return <>View all authors</>;
}

/** Docusaurus's text for an author without posts. */
export function BlogAuthorNoPostsLabel() {
  return <>This author has not written any posts yet.</>;
}
