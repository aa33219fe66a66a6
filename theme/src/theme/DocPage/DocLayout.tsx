import type { ReactNode } from 'react';
import { useLocation, usePage } from '@folio/client';
import DocSidebar from '@theme/DocSidebar';
import type { SidebarItem } from '../DocSidebar/types.ts';
import Layout from '@theme/Layout';

const noop = () => undefined;

/** The docs chrome: sidebar on the left (a drawer on mobile), content, and an optional right column. */
export default function DocLayout({ children, aside, className }: { children: ReactNode; aside?: ReactNode; className?: string | undefined }) {
  const page = usePage();
  const sidebar = page.data.sidebar as SidebarItem[] | undefined;
  const { pathname } = useLocation();
  return (
    <Layout wrapperClassName="docs-wrapper" className={className} secondaryMenu={sidebar ? <DocSidebar sidebar={sidebar} path={pathname} onCollapse={noop} isHidden={false} className="docs-sidebar-menu--drawer" /> : undefined}>
      <div className="docs-layout">
        {sidebar && (
          <aside className="theme-doc-sidebar-container docs-sidebar" aria-label="Docs navigation">
            <DocSidebar sidebar={sidebar} path={pathname} onCollapse={noop} isHidden={false} />
          </aside>
        )}
        <main className="docs-main">
          <div className="docs-row">
            <div className="docs-content">{children}</div>
            {aside && <div className="docs-aside">{aside}</div>}
          </div>
        </main>
      </div>
    </Layout>
  );
}
