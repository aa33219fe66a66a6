import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import type { PageProps } from '@folio/client';
import type { BlogTagsListPageProps } from '@folio/plugin-content-blog/props';
import BlogLayout from '@theme/BlogLayout';
import { blogSidebarOf } from '../../routes/blogContent.tsx';
import Link from '@theme/Link';

/** Tags by first letter. Pure. */
export function groupByLetter<T extends { label: string }>(tags: readonly T[]): { letter: string; tags: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups].map(([letter, list]) => ({ letter, tags: list }));
}

/** `/blog/tags`: every tag with its number of posts, by letter. */
export default function BlogTagsListPage({ page }: PageProps) {
  const props = page.props as unknown as BlogTagsListPageProps;
  return (
    <HtmlClassNameProvider className={`${ThemeClassNames.wrapper.blogPages} ${ThemeClassNames.page.blogTagsListPage}`}>
      <BlogLayout sidebar={blogSidebarOf(page)} className="blog-tags-list-page">
        <header className="blog-page-header">
          <h1>{props.title}</h1>
        </header>
        <div className="blog-tags-list">
          {groupByLetter(props.tags).map((group) => (
            <section key={group.letter} className="blog-tags-list__group" aria-label={`Tags starting with ${group.letter}`}>
              <h2 className="blog-tags-list__letter">{group.letter}</h2>
              <ul className="tags">
                {group.tags.map((tag) => (
                  <li key={tag.permalink}>
                    <Link className="tag" to={tag.permalink} title={tag.description}>
                      {tag.label}
                      <span className="tag__count">{tag.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
