import { usePage } from '@folio/client';
import { createContext, useContext, type ReactNode } from 'react';
import type { DocVersionProps } from '../../hooks/useDocPage.ts';
import type { SidebarItem } from '../../theme/DocSidebar/types.ts';

/** A doc of the version, as Docusaurus's `PropVersionMetadata.docs` lists it. */
export interface PropVersionDoc {
  id: string;
  title: string;
  description?: string | undefined;
  sidebar?: string | undefined;
}

/** The docs version of the page (`useDocsVersion()`, `DocVersionRoot`'s `version` prop), under Docusaurus's names. */
export interface PropVersionMetadata {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  /**
   * Sidebars of the version. Folio sends each page only its own sidebar, so this holds that one
   * (none on pages without a sidebar).
   */
  docsSidebars: Record<string, SidebarItem[]>;
  /** Docs of the version. Folio sends each page only its own doc, so this holds that one (none elsewhere). */
  docs: Record<string, PropVersionDoc>;
}

/** Folio's version props (with the page's sidebar and doc, when it has them) in Docusaurus's shape. Pure. */
export function toPropVersionMetadata(version: DocVersionProps, sidebar?: { name: string; items: SidebarItem[] } | undefined, doc?: PropVersionDoc | undefined): PropVersionMetadata {
  return {
    pluginId: version.pluginId ?? 'default',
    version: version.name,
    label: version.label,
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    noIndex: version.noIndex ?? false,
    className: version.className ?? `docs-version-${version.name}`,
    isLast: version.isLast,
    docsSidebars: sidebar ? { [sidebar.name]: sidebar.items } : {},
    docs: doc ? { [doc.id]: doc } : {},
  };
}

const DocsVersionContext = createContext<PropVersionMetadata | null>(null);

/** Docusaurus's `DocsVersionProvider`: gives `useDocsVersion()` to a version's pages (DocVersionRoot provides it). */
export function DocsVersionProvider({ version, children }: { version: PropVersionMetadata | null; children?: ReactNode }) {
  return <DocsVersionContext.Provider value={version}>{children}</DocsVersionContext.Provider>;
}

/**
 * Docusaurus's `useDocsVersion()`: the docs version of the page shown, with its banner and badge.
 * Inside DocVersionRoot it is the version it provides; elsewhere on a docs page it is read from the
 * page's props.
 */
export function useDocsVersion(): PropVersionMetadata {
  const provided = useContext(DocsVersionContext);
  const page = usePage();
  if (provided) return provided;
  const version = (page.props as { version?: DocVersionProps }).version;
  if (!version) throw new Error('useDocsVersion() was called outside a docs page: only components on a doc, generated index or docs tags page can read the docs version.');
  const sidebarId = (page.props as { sidebarId?: string }).sidebarId;
  const items = page.data.sidebar as SidebarItem[] | undefined;
  return toPropVersionMetadata(version, items ? { name: sidebarId ?? 'sidebar', items } : undefined);
}

/** Docusaurus's `getDocsVersionSearchTag(pluginId, versionName)`: the tag search metadata gives a version's pages. Pure. */
export function getDocsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}
