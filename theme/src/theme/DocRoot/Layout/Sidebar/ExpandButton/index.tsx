import IconArrow from '@theme/Icon/Arrow';

/** Props of DocRoot/Layout/Sidebar/ExpandButton, as in Docusaurus. */
export interface Props {
  toggleSidebar(): void;
}

/** Shown in place of a folded sidebar: brings it back. */
export default function DocRootLayoutSidebarExpandButton({ toggleSidebar }: Props) {
  return (
    <button type="button" className="clean-btn docs-sidebar__expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={toggleSidebar}>
      <IconArrow className="docs-sidebar__expand-icon" />
    </button>
  );
}
