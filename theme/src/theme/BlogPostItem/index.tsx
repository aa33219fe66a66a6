import { useBlogPost, type BlogPostMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogAuthor from '@theme/BlogAuthor';
import Link from '@theme/Link';
import TagsListInline from '@theme/TagsListInline';
import type { ReactNode } from 'react';

/** Props of BlogPostItem, as in Docusaurus: the post itself comes from `useBlogPost()`. */
export interface Props {
  children: ReactNode;
  className?: string;
}

/** "3 min read", rounded up, as Docusaurus writes it. Pure. */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

/** Date, reading time. */
function BlogPostMeta({ post }: { post: BlogPostMetadata }) {
  return (
    <div className="blog-post__meta">
      <time dateTime={post.date}>{post.formattedDate}</time>
      {post.readingTime !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{formatReadingTime(post.readingTime)}</span>
        </>
      )}
    </div>
  );
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
 * One post: header (title, date, reading time, authors), body, and footer (tags, edit link, or
 * "Read more" in lists). On the post's page the title is the h1; in lists an h2 link.
 */
export default function BlogPostItem({ children, className }: Props) {
  const { metadata: post, isBlogPostPage } = useBlogPost();
  const list = !isBlogPostPage;
  const Title = list ? 'h2' : 'h1';
  return (
    <article className={`blog-post${list ? ' blog-post--item' : ''} ${className ?? ''}`}>
      {!list && <BlogPostNotices post={post} />}
      <header className="blog-post__header">
        <Title className="blog-post__title">{list ? <Link to={post.permalink}>{post.title}</Link> : post.title}</Title>
        <BlogPostMeta post={post} />
        {post.authors.length > 0 && (
          <div className={`blog-post__authors${post.authors.length > 1 ? ' blog-post__authors--many' : ''}`}>
            {post.authors.map((author, index) => (
              <BlogAuthor key={author.key ?? `${author.name}-${index}`} author={author} />
            ))}
          </div>
        )}
      </header>
      {children}
      <footer className="blog-post__footer">
        {post.tags.length > 0 && (
          <div className="blog-post__tags">
            <b>Tags:</b>
            <TagsListInline tags={post.tags} />
          </div>
        )}
        {list && post.hasTruncateMarker && (
          <Link className="blog-post__read-more" to={post.permalink} aria-label={`Read more about ${post.title}`}>
            Read more
          </Link>
        )}
        {!list && post.editUrl && (
          <a className="edit-this-page" href={post.editUrl} target="_blank" rel="noopener noreferrer">
            Edit this page
          </a>
        )}
      </footer>
    </article>
  );
}
