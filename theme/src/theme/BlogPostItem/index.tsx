import { useBlogPost, type BlogPostMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import type { ReactNode } from 'react';

export { formatReadingTime } from './readingTime.ts';

/** Props of BlogPostItem, as in Docusaurus: the post itself comes from `useBlogPost()`. */
export interface Props {
  children: ReactNode;
  className?: string;
}

/** Notices above an unlisted or draft post. */
function BlogPostNotices({ post }: { post: BlogPostMetadata }) {
  return (
    <>
      {post.unlisted && (
        <div className="blog-notice" role="note">
          <b>Unlisted page</b> This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.
        </div>
      )}
      {post.draft && (
        <div className="blog-notice" role="note">
          <b>Draft</b> This post is a draft: it shows in development and is left out of production builds.
        </div>
      )}
    </>
  );
}

/**
 * One post, in Docusaurus's parts: Container, Header (title, date and reading time, authors),
 * Content, Footer (tags, edit link, or "Read more" in lists). On its own page the title is the
 * h1, with the unlisted or draft notice above; in lists an h2 link.
 */
export default function BlogPostItem({ children, className }: Props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <BlogPostItemContainer className={className}>
      {isBlogPostPage && <BlogPostNotices post={metadata} />}
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
