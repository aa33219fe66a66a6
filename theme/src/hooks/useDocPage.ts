import { usePage } from '@folio/client';
import type { SidebarItem } from '../theme/DocSidebar/types.ts';

/** A doc's version, as the docs plugin describes it. */
export interface DocVersionProps {
  name: string;
  label: string;
  /** Root path of the version, e.g. `/docs/latest`. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  isLast: boolean;
  className?: string;
  noIndex?: boolean;
  pluginId?: string;
}

/** A link to another page with its title. */
export interface PageLink {
  title: string;
  permalink: string;
}

/** Props the docs plugin gives a doc page. */
export interface DocPageProps {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  editUrl?: string;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  toc: { value: string; id: string; level: number }[];
  version: DocVersionProps;
  latestLink?: string;
  alternates: Record<string, string>;
  breadcrumbs: { label: string; href?: string }[];
  previous?: PageLink;
  next?: PageLink;
  tags: { label: string; permalink: string }[];
  links: Record<string, string>;
  sidebarId?: string;
  unlisted?: boolean;
  /** The doc's whole front matter. */
  frontMatter?: Record<string, unknown>;
  /** The text of the content's own `# heading`, when it has one. */
  contentTitle?: string;
  /** The Markdown file as `@site/...`. */
  source?: string;
  /** Folder of the file in its version (`.` at the top). */
  sourceDirName?: string;
  slug?: string;
  draft?: boolean;
  sidebarPosition?: number;
  /** Last update (front matter `last_update`), in milliseconds since 1970, and by whom. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  pluginId?: string;
  images?: Record<string, { width: number; height: number }>;
}

/** The doc page's props and its sidebar. */
export function useDocPage(): { props: DocPageProps; sidebar: SidebarItem[] | undefined } {
  const page = usePage();
  return { props: page.props as unknown as DocPageProps, sidebar: page.data.sidebar as SidebarItem[] | undefined };
}
