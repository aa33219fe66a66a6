import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';

/** Props of DocRoot/Layout/Main, as in Docusaurus. */
export interface Props {
  readonly hiddenSidebarContainer: boolean;
  readonly children: ReactNode;
}

/** The page's column beside the docs sidebar; it takes the room of a sidebar folded away. */
export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: Props) {
  const sidebar = useDocsSidebar();
  return <main className={`docs-main${sidebar && hiddenSidebarContainer ? ' docs-main--enhanced' : ''}`}>{children}</main>;
}
