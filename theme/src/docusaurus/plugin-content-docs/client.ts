/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks swizzled components import, answered
 * from Folio's docs data (global data, the page's props and its sidebar).
 */
export { DocProvider, DocsSidebarProvider, toDocContextValue, useDoc, useDocsSidebar, type DocContextValue, type DocMetadata, type DocsSidebar, type PropDocContent, type TagMetadata, type TOCItem } from './docContext.tsx';
export { useDocRootMetadata } from './docRoot.tsx';
export { DocsVersionProvider, getDocsVersionSearchTag, toPropVersionMetadata, useDocsVersion, type PropVersionDoc, type PropVersionMetadata } from './docsVersion.tsx';
export {
  findFirstSidebarItemLink,
  findSidebarCategory,
  filterDocCardListItems,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useCurrentSidebarCategory,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
  type PropSidebarItem,
  type PropSidebarItemCategory,
  type PropSidebarItemLink,
} from './sidebarUtils.ts';
export {
  DocsPreferredVersionContextProvider,
  toGlobalVersion,
  useActiveDocContext,
  useActivePlugin,
  useActiveVersion,
  useAllDocsData,
  useDocsData,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useDocVersionSuggestions,
  useLatestVersion,
  useVersions,
  type GlobalDoc,
  type GlobalPluginData,
  type GlobalVersion,
} from './versions.ts';
