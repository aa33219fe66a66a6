import type { BlogSidebar as BlogSidebarData } from '@docusaurus/plugin-content-blog/client';
import BlogSidebar from '@theme/BlogSidebar';
import BlogSidebarMenu from '@theme/BlogSidebar/Menu';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

/** Props of BlogLayout, as in Docusaurus (Layout's props, the sidebar and the table of contents); `className` is Folio's. */
export interface Props {
  readonly sidebar?: BlogSidebarData | undefined;
  readonly toc?: ReactNode;
  readonly children?: ReactNode;
  readonly wrapperClassName?: string;
  readonly noFooter?: boolean;
  readonly title?: string;
  readonly description?: string;
  /** Class of the page's layout element (Folio). */
  readonly className?: string;
}

/**
 * The blog chrome: the year sidebar on the left (in the navbar drawer on mobile), the page in the
 * middle, and the table of contents of a post on the right.
 */
export default function BlogLayout({ sidebar, toc, children, className, wrapperClassName, noFooter, title, description }: Props) {
  const hasSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <Layout
      className={`blog-wrapper ${className ?? ''}`}
      wrapperClassName={wrapperClassName}
      noFooter={noFooter}
      title={title}
      description={description}
      secondaryMenu={hasSidebar ? <BlogSidebarMenu sidebar={sidebar} className="blog-sidebar__menu--drawer" /> : undefined}
    >
      <div className={`blog-layout${hasSidebar ? '' : ' blog-layout--no-sidebar'}${toc ? ' blog-layout--with-aside' : ''}`}>
        {hasSidebar && <BlogSidebar sidebar={sidebar} />}
        <main className="blog-main">{children}</main>
        {toc && <div className="blog-aside">{toc}</div>}
      </div>
    </Layout>
  );
}
