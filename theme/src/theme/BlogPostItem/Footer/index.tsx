import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemFooterReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
import TagsListInline from '@theme/TagsListInline';

/** The post's footer: tags, and "Read more" in lists or the edit link on its page. */
export default function BlogPostItemFooter() {
  const { metadata: post, isBlogPostPage } = useBlogPost();
  return (
    <footer className="blog-post__footer">
      {post.tags.length > 0 && (
        <div className="blog-post__tags">
          <b>Tags:</b>
          <TagsListInline tags={post.tags} />
        </div>
      )}
      {!isBlogPostPage && post.hasTruncateMarker && <BlogPostItemFooterReadMoreLink blogPostTitle={post.title} to={post.permalink} />}
      {isBlogPostPage && post.editUrl && (
        <a className="edit-this-page" href={post.editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
    </footer>
  );
}
