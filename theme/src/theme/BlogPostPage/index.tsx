import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import { BlogPostProvider, type BlogSidebar, type PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import { blogPostContainerID } from '@docusaurus/utils-common';
import BlogLayout from '@theme/BlogLayout';
import CopyPageButton from '@theme/CopyPageButton';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';

/** Props of BlogPostPage, as in Docusaurus: the sidebar, and the post's content with its metadata on it. */
export interface Props {
  readonly sidebar: BlogSidebar;
  readonly content: PropBlogPostContent;
  readonly blogMetadata: { blogBasePath: string; blogTitle: string };
}

/** A blog post: header, body, tags, newer/older links, sidebar and table of contents. */
export default function BlogPostPage({ sidebar, content: BlogPostContent }: Props) {
  const { metadata, frontMatter, toc } = BlogPostContent;
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <BlogPostProvider content={BlogPostContent} isBlogPostPage>
      <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogPostPage}`}>
        <BlogLayout sidebar={sidebar} className="blog-post-page" toc={showToc ? <TOC toc={toc} /> : undefined}>
          <BlogPostItem className={metadata.titleFromContent ? 'blog-post--title-from-content' : undefined}>
            <CopyPageButton />
            {showToc && <TOCCollapsible toc={toc} />}
            <div id={blogPostContainerID} className="blog-post__content" data-search-content="">
              <BlogPostContent />
            </div>
          </BlogPostItem>
          <BlogPostPaginator nextItem={metadata.nextItem} prevItem={metadata.prevItem} />
        </BlogLayout>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
