import type { BlogPostMetadata } from '@folio/plugin-content-blog/props';
import { useMemo, type ComponentType } from 'react';
import BlogPostItem from '../BlogPostItem/index.tsx';
import { MDXPageContext } from '../MDXComponents/index.tsx';

/** Renders the preview of post `index` of a list page (its route content holds every preview). */
function BlogExcerpt({ Content, index, links }: { Content: ComponentType<Record<string, unknown>>; index: number; links: Record<string, string> }) {
  const value = useMemo(() => ({ resolveLink: (href: string) => links[href], resolveImage: () => undefined }), [links]);
  return (
    <MDXPageContext.Provider value={value}>
      <div className="markdown blog-post__excerpt">
        <Content index={index} />
      </div>
    </MDXPageContext.Provider>
  );
}

/** The posts of a list, tag or author page, each with its preview and a "Read more" link. */
export default function BlogPostList({ items, Content }: { items: BlogPostMetadata[]; Content: ComponentType<Record<string, unknown>> | undefined }) {
  return (
    <div className="blog-post-list">
      {items.map((post, index) => (
        <BlogPostItem key={post.permalink} post={post} list>
          {Content && <BlogExcerpt Content={Content} index={index} links={post.links} />}
        </BlogPostItem>
      ))}
    </div>
  );
}
