import { usePage } from '@folio/client';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { DocPageProps } from '../../hooks/useDocPage.ts';
import type { SidebarItem } from '../../theme/DocSidebar/types.ts';
import { tocAsHtml } from '../../utils/escapeHtml.ts';

/** A doc's tag, as Docusaurus's metadata carries it. */
export interface TagMetadata {
  label: string;
  permalink: string;
  description: string | undefined;
  inline: boolean;
}

/**
 * A doc's metadata under Docusaurus's names (`useDoc().metadata`), made from Folio's doc page
 * props. Paths are site paths, without the base URL.
 */
export interface DocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  slug: string;
  /** The Markdown file, as `@site/<path>`. */
  source: string;
  sourceDirName: string;
  draft: boolean;
  unlisted: boolean;
  editUrl: string | undefined;
  tags: TagMetadata[];
  version: string;
  sidebar: string | undefined;
  sidebarPosition: number | undefined;
  previous: { title: string; permalink: string } | undefined;
  next: { title: string; permalink: string } | undefined;
  /** Milliseconds since 1970 (front matter `last_update.date`). */
  lastUpdatedAt: number | undefined;
  lastUpdatedBy: string | undefined;
  /** The doc's whole front matter. */
  frontMatter: Record<string, unknown>;
}

/** A table-of-contents entry; `value` is HTML, as in Docusaurus. */
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

/** What `useDoc()` returns (Docusaurus's DocContextValue). */
export interface DocContextValue {
  metadata: DocMetadata;
  frontMatter: Record<string, unknown>;
  assets: { image?: string };
  contentTitle: string | undefined;
  toc: TOCItem[];
}

/** A doc's content as Docusaurus hands it to DocItem: its MDX component, with its metadata on it. */
export type PropDocContent = ComponentType<Record<string, unknown>> & DocContextValue;

/** The front matter of older doc props, which carried only the flags the page needed. Pure. */
function flagsAsFrontMatter(props: DocPageProps): Record<string, unknown> {
  return {
    ...(props.hideTitle && props.contentTitle === undefined ? { hide_title: true } : {}),
    ...(props.hideTableOfContents ? { hide_table_of_contents: true } : {}),
    ...(props.description ? { description: props.description } : {}),
  };
}

/** Folio's doc page props in Docusaurus's shape. Pure. */
export function toDocContextValue(props: DocPageProps): DocContextValue {
  const frontMatter = props.frontMatter ?? flagsAsFrontMatter(props);
  const metadata: DocMetadata = {
    id: props.id,
    title: props.title,
    description: props.description ?? '',
    permalink: props.permalink,
    slug: props.slug ?? props.permalink,
    source: props.source ?? '',
    sourceDirName: props.sourceDirName ?? (props.id.includes('/') ? props.id.slice(0, props.id.lastIndexOf('/')) : '.'),
    draft: props.draft ?? false,
    unlisted: props.unlisted ?? false,
    editUrl: props.editUrl,
    tags: props.tags.map((tag) => ({ label: tag.label, permalink: tag.permalink, description: (tag as { description?: string }).description, inline: true })),
    version: props.version.name,
    sidebar: props.sidebarId,
    sidebarPosition: props.sidebarPosition,
    previous: props.previous,
    next: props.next,
    lastUpdatedAt: props.lastUpdatedAt,
    lastUpdatedBy: props.lastUpdatedBy,
    frontMatter,
  };
  return { metadata, frontMatter, assets: {}, contentTitle: props.contentTitle, toc: tocAsHtml(props.toc) };
}

const DocContext = createContext<DocContextValue | null>(null);

/** Docusaurus's `DocProvider`: gives `useDoc()` to what it wraps (DocItem provides it). */
export function DocProvider({ content, children }: { content: DocContextValue | { metadata: DocMetadata }; children?: ReactNode }) {
  const value: DocContextValue = { frontMatter: content.metadata.frontMatter, assets: {}, contentTitle: undefined, toc: [], ...pick(content) };
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>;
}

/** The context fields of a content component (its other static properties, and the function itself, left out). */
function pick(content: Partial<DocContextValue> & { metadata: DocMetadata }): Partial<DocContextValue> & { metadata: DocMetadata } {
  const { metadata, frontMatter, assets, contentTitle, toc } = content;
  return { metadata, ...(frontMatter ? { frontMatter } : {}), ...(assets ? { assets } : {}), ...(contentTitle !== undefined ? { contentTitle } : {}), ...(toc ? { toc } : {}) };
}

/**
 * Docusaurus's `useDoc()`: the current doc's metadata, front matter and table of contents. Works
 * below DocItem, and on any page whose route is a doc (read from the page's props).
 */
export function useDoc(): DocContextValue {
  const provided = useContext(DocContext);
  const page = usePage();
  const fromPage = useMemo(() => ('id' in page.props && 'version' in page.props && 'toc' in page.props ? toDocContextValue(page.props as unknown as DocPageProps) : null), [page.props]);
  const value = provided ?? fromPage;
  if (!value) throw new Error("useDoc() was called outside a doc page: only components rendered on a doc page (DocItem parts, a doc's footer) can read the current doc.");
  return value;
}

/** A sidebar with its name, as `useDocsSidebar()` returns it. */
export interface DocsSidebar {
  name: string;
  items: SidebarItem[];
}

/** Set by DocsSidebarProvider: the sidebar (null for a page without one). */
const DocsSidebarContext = createContext<DocsSidebar | null | undefined>(undefined);

/** Docusaurus's `DocsSidebarProvider`: gives `useDocsSidebar()` the sidebar of the pages below it (DocRoot provides it). */
export function DocsSidebarProvider({ name, items, children }: { name: string | undefined; items: SidebarItem[] | null | undefined; children?: ReactNode }) {
  const value = useMemo(() => (name && items ? { name, items } : null), [name, items]);
  return <DocsSidebarContext.Provider value={value}>{children}</DocsSidebarContext.Provider>;
}

/** Docusaurus's `useDocsSidebar()`: the sidebar of the current page, or null; outside DocRoot, read from the page. */
export function useDocsSidebar(): DocsSidebar | null {
  const provided = useContext(DocsSidebarContext);
  const page = usePage();
  if (provided !== undefined) return provided;
  const items = page.data.sidebar as SidebarItem[] | undefined;
  const name = (page.props as { sidebarId?: string }).sidebarId ?? 'sidebar';
  return items ? { name, items } : null;
}
