import type { PageProps } from '@folio/client';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import BlogAuthor from '../BlogAuthor/index.tsx';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogPostList from '../BlogListPage/BlogPostList.tsx';
import BlogListPaginator from '../BlogListPaginator/index.tsx';
import Link from '../Link/index.tsx';

/** `/blog/authors/<key>`: one author and their posts, ten a page. */
export default function BlogAuthorPage({ page }: PageProps) {
  const props = page.props as unknown as BlogListPageProps;
  const author = props.author;
  return (
    <BlogLayout className="blog-author-page">
      <header className="blog-page-header">
        {author ? <BlogAuthor author={{ ...author, page: undefined }} count={author.count} as="h1" /> : <h1>{props.title}</h1>}
        {author && <Link to={author.allAuthorsPath}>View all authors</Link>}
      </header>
      <BlogPostList items={props.items} Content={page.Content} />
      <BlogListPaginator pagination={props.pagination} />
    </BlogLayout>
  );
}
