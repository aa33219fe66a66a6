import type { PageProps } from '@folio/client';
import type { BlogPostPageProps } from '@folio/plugin-content-blog/props';
import CopyPageButton from '@theme/CopyPageButton';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogPostItem from '../BlogPostItem/index.tsx';
import BlogPostPaginator from '../BlogPostPaginator/index.tsx';
import MarkdownContent from '../MarkdownContent/index.tsx';
import TOC, { TOCCollapsible } from '../TOC/index.tsx';

/** Id of the post body's wrapper; the blog plugin's feeds read the body back from it. */
export const BLOG_POST_CONTENT_ID = '__blog-post-container';

/** A blog post: header, body, tags, newer/older links, sidebar and table of contents. */
export default function BlogPostPage({ page }: PageProps) {
  const props = page.props as unknown as BlogPostPageProps;
  const showToc = !props.hideTableOfContents && props.toc.length > 0;
  return (
    <BlogLayout className="blog-post-page" aside={showToc ? <TOC toc={props.toc} /> : undefined}>
      <BlogPostItem post={props.post} className={props.titleFromContent ? 'blog-post--title-from-content' : undefined}>
        <CopyPageButton />
        {showToc && <TOCCollapsible toc={props.toc} />}
        <div id={BLOG_POST_CONTENT_ID} className="blog-post__content" data-search-content="">
          <MarkdownContent Content={page.Content} assets={{ links: props.post.links, images: props.post.images }} />
        </div>
      </BlogPostItem>
      <BlogPostPaginator previous={props.previous} next={props.next} />
    </BlogLayout>
  );
}
