import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import type { PageProps } from '@folio/client';
import type { BlogAuthorsPageProps } from '@folio/plugin-content-blog/props';
import { toAuthor } from '@docusaurus/plugin-content-blog/client';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import { blogSidebarOf } from '../../routes/blogContent.tsx';

/** `/blog/authors`: every author with a page, and how many posts each wrote. */
export default function BlogAuthorsPage({ page }: PageProps) {
  const props = page.props as unknown as BlogAuthorsPageProps;
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogAuthorsListPage}`}>
      <BlogLayout sidebar={blogSidebarOf(page)} className="blog-authors-list-page blog-authors-page">
        <header className="blog-page-header">
          <h1>{props.title}</h1>
        </header>
        <ul className="blog-authors-list">
          {props.authors.map((author) => (
            <li key={author.key ?? author.name}>
              <BlogAuthor author={toAuthor(author)} count={author.count} as="h2" />
            </li>
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
