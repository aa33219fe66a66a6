/**
 * `@docusaurus/plugin-content-blog/client`: the blog hooks swizzled components import. Folio's blog
 * pages provide each post's metadata to the BlogPostItem drawing it, as Docusaurus does.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { BlogPostMetadata } from './metadata.ts';

export { toAuthor, toBlogPostMetadata, toPaginatedMetadata, type Author, type BlogPaginatedMetadata, type BlogPostMetadata, type BlogSidebar, type TagMetadata } from './metadata.ts';

/** A post's content as Docusaurus hands it to list and post pages: its MDX component, with its metadata on it. */
export type PropBlogPostContent = ComponentType<Record<string, unknown>> & {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string; authorsImageUrls?: (string | undefined)[] };
  toc: readonly { value: string; id: string; level: number }[];
};

/** What `useBlogPost()` returns. */
export interface BlogPostContextValue {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  assets: PropBlogPostContent['assets'];
  toc: PropBlogPostContent['toc'];
  /** True on the post's own page, false in a list. */
  isBlogPostPage: boolean;
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);

/** Makes a post's content component carry its metadata, as Docusaurus's blog pages receive it. */
export function toBlogPostContent(Content: ComponentType<Record<string, unknown>>, metadata: BlogPostMetadata, toc: PropBlogPostContent['toc'] = []): PropBlogPostContent {
  return Object.assign(Content, { metadata, frontMatter: metadata.frontMatter, assets: {}, toc });
}

/** Docusaurus's `BlogPostProvider`: gives `useBlogPost()` to the post's components. */
export function BlogPostProvider({ content, isBlogPostPage = false, children }: { content: PropBlogPostContent; isBlogPostPage?: boolean; children: ReactNode }) {
  const value: BlogPostContextValue = { metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage };
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** Docusaurus's `useBlogPost()`: the post being drawn (inside BlogPostItem and its parts). */
export function useBlogPost(): BlogPostContextValue {
  const value = useContext(BlogPostContext);
  if (!value) throw new Error('useBlogPost() was called outside a <BlogPostProvider>: only components inside a BlogPostItem (on a post page or a blog list) can read the post.');
  return value;
}

/** Docusaurus's `useBlogMetadata()`: the blog's title and base path, from the blog plugin's global data. */
export { useBlogMetadata } from './blogMetadata.ts';
