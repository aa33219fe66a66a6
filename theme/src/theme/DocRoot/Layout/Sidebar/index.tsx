import { useDocsSidebar, type PropSidebarItem } from '@docusaurus/plugin-content-docs/client';
import { usePage } from '@folio/client';
import DocSidebar from '@theme/DocSidebar';
import ExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import { Fragment, useCallback, type Dispatch, type SetStateAction } from 'react';

/** Props of DocRoot/Layout/Sidebar, as in Docusaurus. */
export interface Props {
  readonly sidebar: readonly PropSidebarItem[];
  readonly hiddenSidebarContainer: boolean;
  readonly setHiddenSidebarContainer: Dispatch<SetStateAction<boolean>>;
}

/**
 * The docs sidebar's column. With `themeConfig.docs.sidebar.hideable` the sidebar can be folded
 * away, leaving a button that brings it back. A different sidebar starts afresh (its categories
 * as configured).
 */
export default function DocRootLayoutSidebar({ sidebar, hiddenSidebarContainer, setHiddenSidebarContainer }: Props) {
  const path = usePage().path;
  const name = useDocsSidebar()?.name ?? 'noSidebar';
  const toggle = useCallback(() => setHiddenSidebarContainer((hidden) => !hidden), [setHiddenSidebarContainer]);
  return (
    <aside className={`theme-doc-sidebar-container docs-sidebar${hiddenSidebarContainer ? ' docs-sidebar--hidden' : ''}`} aria-label="Docs navigation">
      <Fragment key={name}>
        <DocSidebar sidebar={sidebar} path={path} onCollapse={toggle} isHidden={hiddenSidebarContainer} />
        {hiddenSidebarContainer && <ExpandButton toggleSidebar={toggle} />}
      </Fragment>
    </aside>
  );
}
