import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import { useState, type ReactNode } from 'react';

/** Props of DocRoot/Layout, as in Docusaurus. */
export interface Props {
  readonly children: ReactNode;
}

/** The docs chrome: the sidebar on the left (in the navbar's drawer on mobile), the page beside it. */
export default function DocRootLayout({ children }: Props) {
  const sidebar = useDocsSidebar();
  const [hiddenSidebarContainer, setHiddenSidebarContainer] = useState(false);
  return (
    <div className="docs-layout">
      {sidebar && <DocRootLayoutSidebar sidebar={sidebar.items} hiddenSidebarContainer={hiddenSidebarContainer} setHiddenSidebarContainer={setHiddenSidebarContainer} />}
      <DocRootLayoutMain hiddenSidebarContainer={hiddenSidebarContainer}>{children}</DocRootLayoutMain>
    </div>
  );
}
