import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import type { BlogPaginatedMetadata, BlogSidebar, PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';

/** Props of BlogListPage, as in Docusaurus: the sidebar, the page's place in the list, and its posts. */
export interface Props {
  readonly sidebar: BlogSidebar;
  readonly metadata: BlogPaginatedMetadata;
  readonly items: readonly { readonly content: PropBlogPostContent }[];
}

/** `/blog`, `/blog/page/2` ...: post previews, newest first, with pagination. */
export default function BlogListPage({ sidebar, metadata, items }: Props) {
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogListPage}`}>
      <BlogLayout sidebar={sidebar} className="blog-list-page">
        <header className="blog-page-header">
          <h1>{metadata.blogTitle}</h1>
          {metadata.blogDescription && metadata.blogDescription !== metadata.blogTitle && <p className="blog-page-header__description">{metadata.blogDescription}</p>}
          {metadata.totalPages > 1 && <p className="blog-page-header__status">{`Page ${metadata.page} of ${metadata.totalPages} · ${metadata.totalCount} posts`}</p>}
        </header>
        {items.length === 0 ? <p>No posts yet.</p> : <BlogPostItems items={items} />}
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
