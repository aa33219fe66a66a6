import type { PageProps } from '@folio/client';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogListPaginator from '../BlogListPaginator/index.tsx';
import BlogPostList from './BlogPostList.tsx';

/** `/blog`, `/blog/page/2` ...: ten post previews a page, newest first, with pagination. */
export default function BlogListPage({ page }: PageProps) {
  const props = page.props as unknown as BlogListPageProps;
  const { pagination } = props;
  return (
    <BlogLayout className="blog-list-page">
      <header className="blog-page-header">
        <h1>{props.title}</h1>
        {props.description && props.description !== props.title && <p className="blog-page-header__description">{props.description}</p>}
        {pagination.totalPages > 1 && (
          <p className="blog-page-header__status">
            {`Page ${pagination.page} of ${pagination.totalPages} · ${pagination.totalItems} posts`}
          </p>
        )}
      </header>
      {props.items.length === 0 ? <p>No posts yet.</p> : <BlogPostList items={props.items} Content={page.Content} />}
      <BlogListPaginator pagination={pagination} />
    </BlogLayout>
  );
}
