import { usePage } from '@folio/client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DocPageProps } from '../../hooks/useDocPage.ts';
import type { SidebarItem } from '../../theme/DocSidebar/types.ts';

/** A doc's metadata under Docusaurus's names (`useDoc().metadata`), made from Folio's doc page props. */
export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  slug: string;
  source: string;
  sourceDirName: string;
  draft: boolean;
  unlisted: boolean;
  editUrl: string | undefined;
  tags: { label: string; permalink: string; description?: string }[];
  version: string;
  sidebar: string | undefined;
  previous: { title: string; permalink: string } | undefined;
  next: { title: string; permalink: string } | undefined;
  lastUpdatedAt: number | undefined;
  lastUpdatedBy: string | undefined;
  frontMatter: Record<string, unknown>;
}

/** What `useDoc()` returns (Docusaurus's DocContextValue). */
export interface DocContextValue {
  metadata: DocMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string };
  contentTitle: string | undefined;
  toc: { value: string; id: string; level: number }[];
}

/** Folio's doc page props in Docusaurus's shape. Pure. */
export function toDocContextValue(props: DocPageProps): DocContextValue {
  const frontMatter: Record<string, unknown> = {
    ...(props.hideTitle ? { hide_title: true } : {}),
    ...(props.hideTableOfContents ? { hide_table_of_contents: true } : {}),
    ...(props.description ? { description: props.description } : {}),
  };
  const time = props.lastUpdate?.date ? Date.parse(props.lastUpdate.date) : NaN;
  const metadata: DocMetadata = {
    id: props.id,
    title: props.title,
    description: props.description ?? '',
    permalink: props.permalink,
    slug: props.permalink,
    source: '',
    sourceDirName: props.id.includes('/') ? props.id.slice(0, props.id.lastIndexOf('/')) : '.',
    draft: false,
    unlisted: Boolean((props as { unlisted?: boolean }).unlisted),
    editUrl: props.editUrl,
    tags: props.tags,
    version: props.version.name,
    sidebar: props.sidebarId,
    previous: props.previous,
    next: props.next,
    lastUpdatedAt: Number.isFinite(time) ? time : undefined,
    lastUpdatedBy: props.lastUpdate?.author,
    frontMatter,
  };
  return { metadata, frontMatter, assets: {}, contentTitle: props.hideTitle ? undefined : props.title, toc: props.toc };
}

const DocContext = createContext<DocContextValue | null>(null);

/** Docusaurus's `DocProvider`: gives `useDoc()` to what it wraps. Folio's doc page provides it. */
export function DocProvider({ content, children }: { content: DocContextValue | { metadata: DocMetadata }; children: ReactNode }) {
  const value = 'toc' in content ? content : ({ frontMatter: content.metadata.frontMatter, assets: {}, contentTitle: undefined, toc: [], ...content } as DocContextValue);
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>;
}

/**
 * Docusaurus's `useDoc()`: the current doc's metadata, front matter and table of contents. Works
 * inside Folio's doc page, and on any page whose route is a doc (read from the page's props).
 */
export function useDoc(): DocContextValue {
  const provided = useContext(DocContext);
  const page = usePage();
  const fromPage = useMemo(() => ('id' in page.props && 'version' in page.props ? toDocContextValue(page.props as unknown as DocPageProps) : null), [page.props]);
  const value = provided ?? fromPage;
  if (!value) throw new Error('useDoc() was called outside a doc page: only components rendered on a doc page (DocItem parts, a doc\'s footer) can read the current doc.');
  return value;
}

/** Docusaurus's `useDocsSidebar()`: the sidebar of the current page, or null. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const page = usePage();
  const items = page.data.sidebar as SidebarItem[] | undefined;
  const name = (page.props as { sidebarId?: string }).sidebarId ?? 'sidebar';
  return items ? { name, items } : null;
}

/** Docusaurus's `DocsSidebarProvider`: Folio pages carry their sidebar, so it only renders its children. */
export function DocsSidebarProvider({ children }: { name?: string; items?: SidebarItem[]; children: ReactNode }) {
  return <>{children}</>;
}
