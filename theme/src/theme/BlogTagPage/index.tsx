import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import type { PageProps } from '@folio/client';
import { toPaginatedMetadata } from '@docusaurus/plugin-content-blog/client';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import Link from '@theme/Link';
import { blogSidebarOf, useListItems } from '../../routes/blogContent.tsx';

/** `/blog/tags/<tag>`: the posts of one tag, ten a page. */
export default function BlogTagPage({ page }: PageProps) {
  const props = page.props as unknown as BlogListPageProps;
  const items = useListItems(page);
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogTagPostListPage}`}>
      <BlogLayout sidebar={blogSidebarOf(page)} className="blog-tags-post-list-page blog-tag-page">
        <header className="blog-page-header">
          <h1>{props.title}</h1>
          {props.tag?.description && <p className="blog-page-header__description">{props.tag.description}</p>}
          {props.tag && <Link to={props.tag.allTagsPath}>View all tags</Link>}
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={toPaginatedMetadata(props)} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
