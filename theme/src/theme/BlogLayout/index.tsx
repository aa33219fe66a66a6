import { usePage } from '@folio/client';
import type { BlogSidebarData } from '@folio/plugin-content-blog/props';
import type { ReactNode } from 'react';
import BlogSidebar, { BlogSidebarMenu } from '../BlogSidebar/index.tsx';
import Layout from '../Layout/index.tsx';

/**
 * The blog chrome: the year sidebar on the left (in the navbar drawer on mobile), the page in the
 * middle, and an optional right column (the table of contents of a post).
 */
export default function BlogLayout({ children, aside, className }: { children: ReactNode; aside?: ReactNode; className?: string }) {
  const sidebar = usePage().data.sidebar as BlogSidebarData | undefined;
  const hasSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <Layout className={`blog-wrapper ${className ?? ''}`} secondaryMenu={hasSidebar ? <BlogSidebarMenu sidebar={sidebar} className="blog-sidebar__menu--drawer" /> : undefined}>
      <div className={`blog-layout${hasSidebar ? '' : ' blog-layout--no-sidebar'}${aside ? ' blog-layout--with-aside' : ''}`}>
        {hasSidebar && <BlogSidebar sidebar={sidebar} />}
        <main className="blog-main">{children}</main>
        {aside && <div className="blog-aside">{aside}</div>}
      </div>
    </Layout>
  );
}
