import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import type { PageProps } from '@folio/client';
import { toAuthor, toPaginatedMetadata } from '@docusaurus/plugin-content-blog/client';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Link from '@theme/Link';
import { blogSidebarOf, useListItems } from '../../routes/blogContent.tsx';

/** `/blog/authors/<key>`: one author and their posts, ten a page. */
export default function BlogAuthorPage({ page }: PageProps) {
  const props = page.props as unknown as BlogListPageProps;
  const author = props.author;
  const items = useListItems(page);
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogAuthorsPostsPage}`}>
      <BlogLayout sidebar={blogSidebarOf(page)} className="blog-authors-posts-page blog-author-page">
        <header className="blog-page-header">
          {author ? <BlogAuthor author={toAuthor({ ...author, page: undefined })} count={author.count} as="h1" /> : <h1>{props.title}</h1>}
          {author && <Link to={author.allAuthorsPath}>View all authors</Link>}
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={toPaginatedMetadata(props)} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
