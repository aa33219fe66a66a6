import type { PageProps } from '@folio/client';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogPostList from '../BlogListPage/BlogPostList.tsx';
import BlogListPaginator from '../BlogListPaginator/index.tsx';
import Link from '../Link/index.tsx';

/** `/blog/tags/<tag>`: the posts of one tag, ten a page. */
export default function BlogTagPage({ page }: PageProps) {
  const props = page.props as unknown as BlogListPageProps;
  return (
    <BlogLayout className="blog-tag-page">
      <header className="blog-page-header">
        <h1>{props.title}</h1>
        {props.tag?.description && <p className="blog-page-header__description">{props.tag.description}</p>}
        {props.tag && <Link to={props.tag.allTagsPath}>View all tags</Link>}
      </header>
      <BlogPostList items={props.items} Content={page.Content} />
      <BlogListPaginator pagination={props.pagination} />
    </BlogLayout>
  );
}
