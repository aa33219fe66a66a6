import type { BlogAuthorProps, BlogListPageProps } from '@folio/plugin-content-blog/props';
import { withSiteBase } from '../theme/MDXComponents/imageSize.ts';
import type { MarkdownImage } from '../theme/MarkdownContent/assets.tsx';

/**
 * The images a page shows, from its props, as its `<img src>` elements have them: what the route
 * adapters export as `pageImages` (see `PageImages` in @folio/client), so that a hover loads them
 * ahead of the click. Pure.
 */

/** A page's Markdown images the build sized (site paths as written → a prepared src or only a size), with the base URL. */
export function markdownImageUrls(images: Record<string, MarkdownImage> | undefined, baseUrl: string): string[] {
  return Object.entries(images ?? {}).flatMap(([written, image]) => image.src ?? withSiteBase(written, baseUrl) ?? []);
}

/** The avatars of authors, with the base URL (BlogAuthor draws them). */
export function authorImageUrls(authors: readonly (BlogAuthorProps | undefined)[], baseUrl: string): string[] {
  return [...new Set(authors.flatMap((author) => (author?.imageUrl ? (withSiteBase(author.imageUrl, baseUrl) ?? []) : [])))];
}

/** The avatars a list of posts shows (list, tag and author pages), and the author's own on an author page. */
export function listImageUrls(props: BlogListPageProps, baseUrl: string): string[] {
  return authorImageUrls([props.author, ...props.items.flatMap((post) => post.authors)], baseUrl);
}
