import type { FinalRoute } from '@folio/core';
import type { SidebarItem } from '@folio/plugin-content-docs';

/** A docs version, as its doc pages name it. */
export interface CopyVersion {
  name: string;
  label: string;
  /** Root path of the version (no base URL), e.g. `/docs/latest`. */
  path: string;
  isLast: boolean;
}

/** A page that gets a Markdown copy: a doc, a blog post, or a Markdown page. */
export interface CopyPage {
  kind: 'doc' | 'post' | 'page';
  /** Route path (no base URL). */
  path: string;
  /** URL path with the base URL. */
  permalink: string;
  title: string;
  description?: string | undefined;
  /** Absolute path of the Markdown file. */
  sourceFile: string;
  /** Markdown links as written → route paths, as the content plugin resolved them. */
  linkMap: Record<string, string>;
  /** Left out of llms.txt: unlisted, or asks not to be indexed. */
  hidden: boolean;
  /** Docs: the version and the sidebar the doc is shown with. */
  version?: CopyVersion | undefined;
  sidebar?: SidebarItem[] | undefined;
  /** Docs: descriptions of the docs a `<DocCardList />` of the page lists, by href. */
  cardDescriptions?: Record<string, string> | undefined;
  /** Posts: ISO date and author names. */
  date?: string | undefined;
  authors?: string[] | undefined;
}

interface DocProps {
  title?: string;
  description?: string;
  version?: Partial<CopyVersion>;
  links?: Record<string, string>;
  cardDescriptions?: Record<string, string>;
}

interface PostProps {
  post?: { title?: string; description?: string; date?: string; authors?: { name?: string; key?: string }[]; links?: Record<string, string>; unlisted?: boolean };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function versionOf(props: DocProps): CopyVersion | undefined {
  const v = props.version;
  if (!v || typeof v.name !== 'string' || typeof v.path !== 'string') return undefined;
  return { name: v.name, label: typeof v.label === 'string' ? v.label : v.name, path: v.path, isLast: v.isLast === true };
}

/**
 * The pages of a site that get a Markdown copy: routes made from a Markdown file (`.md`, `.mdx`).
 * Doc pages are known by their `version` prop (the docs plugin's), posts by their `post` prop
 * (the blog plugin's); other Markdown routes are plain pages. Pure.
 */
export function selectCopyPages(routes: readonly FinalRoute[], data: ReadonlyMap<string, unknown>): CopyPage[] {
  const pages: CopyPage[] = [];
  for (const route of routes) {
    if (!route.sourceFile || !/\.mdx?$/i.test(route.sourceFile) || route.head?.redirectTo) continue;
    const props = (isObject(route.props) ? route.props : {}) as DocProps & PostProps;
    const hidden = route.noSitemap === true || route.head?.noIndex === true;
    const base = { path: route.path, permalink: route.permalink, sourceFile: route.sourceFile, hidden };
    if (isObject(props.post)) {
      const post = props.post;
      pages.push({
        ...base,
        kind: 'post',
        title: post.title ?? route.head?.title ?? '',
        description: post.description || route.head?.description,
        linkMap: post.links ?? {},
        date: post.date,
        authors: (post.authors ?? []).map((a) => a.name ?? a.key ?? '').filter(Boolean),
      });
      continue;
    }
    const version = versionOf(props);
    const sidebarName = route.data?.sidebar;
    const sidebar = sidebarName ? data.get(sidebarName) : undefined;
    pages.push({
      ...base,
      kind: version ? 'doc' : 'page',
      title: props.title ?? route.head?.title ?? '',
      description: props.description ?? route.head?.description,
      linkMap: isObject(props.links) ? (props.links as Record<string, string>) : {},
      version,
      sidebar: version && Array.isArray(sidebar) ? (sidebar as SidebarItem[]) : undefined,
      cardDescriptions: isObject(props.cardDescriptions) ? props.cardDescriptions : undefined,
    });
  }
  return pages;
}

/** Where a page's Markdown copy is written, relative to the output folder: `/docs/a` → `docs/a.md`, `/` → `index.md`. Pure. */
export { markdownCopyFile } from './copy-path.ts';
