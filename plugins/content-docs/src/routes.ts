import type { RouteConfig } from '@folio/core';
import { cardDescriptionsOf, findCategoryLinkingTo, nonEmpty } from './cards.ts';
import { alternatesOf, latestLinkOf } from './latest.ts';
import type { LoadedDoc } from './load-docs.ts';
import type { EditUrlArgs } from './options.ts';
import { findBreadcrumbs, findSidebarOf, flattenSidebar } from './sidebars/navigation.ts';
import type { GeneratedIndex, SidebarItem } from './sidebars/types.ts';
import { buildTagRoutes } from './tag-routes.ts';
import type { VersionInfo } from './versions.ts';

/** One version ready for routing: its docs and resolved sidebars. */
export interface VersionContent {
  info: VersionInfo;
  docs: LoadedDoc[];
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
  /** Doc source path (version-relative) → link map of its Markdown links. */
  linkMaps: Map<string, Record<string, string>>;
}

/** What route building needs besides the versions. */
export interface RouteOptions {
  pluginId: string;
  editUrl?: string | ((args: EditUrlArgs) => string | undefined) | undefined;
  breadcrumbs: boolean;
  tagsBasePath: string;
  /** Version folder of a version relative to the site, for edit URLs. */
  versionDocsDirPath(version: VersionInfo): string;
}

/** Name of the shared data file holding one sidebar. */
export function sidebarDataName(pluginId: string, version: string, sidebarId: string): string {
  return `docs-${pluginId}-${version}-sidebar-${sidebarId}`;
}

function editUrlOf(doc: LoadedDoc, version: VersionInfo, options: RouteOptions): string | undefined {
  if (doc.frontMatter.custom_edit_url !== undefined) return doc.frontMatter.custom_edit_url ?? undefined;
  const dir = options.versionDocsDirPath(version);
  if (typeof options.editUrl === 'function') return options.editUrl({ version: version.name, versionDocsDirPath: dir, docPath: doc.relativePath, permalink: doc.permalink });
  if (typeof options.editUrl === 'string') return `${options.editUrl.replace(/\/$/, '')}/${dir}/${doc.relativePath}`;
  return undefined;
}

/** Builds every route of one version: docs, generated indexes and tag pages. Pure. */
export function buildVersionRoutes(version: VersionContent, all: VersionContent[], options: RouteOptions): RouteConfig[] {
  const { info } = version;
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const routes: RouteConfig[] = [];
  const versionProps = { name: info.name, label: info.label, path: info.path, banner: info.banner, badge: info.badge, isLast: info.isLast, className: info.className };
  const descriptionOf = (docId: string) => byId.get(docId)?.description;

  for (const doc of version.docs) {
    const sidebarId = doc.frontMatter.displayed_sidebar === null ? undefined : doc.frontMatter.displayed_sidebar ?? findSidebarOf(version.sidebars, doc.permalink);
    const flat = sidebarId ? flattenSidebar(version.sidebars[sidebarId] ?? []) : [];
    const index = flat.findIndex((l) => l.href === doc.permalink);
    const pick = (frontMatterId: string | null | undefined, neighbour: number) => {
      if (frontMatterId === null) return undefined;
      if (frontMatterId !== undefined) {
        const target = byId.get(frontMatterId);
        return target ? { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, permalink: target.permalink } : undefined;
      }
      const link = index >= 0 ? flat[neighbour] : undefined;
      return link ? { title: link.docId ? (byId.get(link.docId)?.frontMatter.pagination_label ?? link.label) : link.label, permalink: link.href } : undefined;
    };
    const page = { kind: 'doc', id: doc.id } as const;
    // A doc a category links to may draw its children as cards (<DocCardList />): their descriptions.
    const category = sidebarId ? findCategoryLinkingTo(version.sidebars[sidebarId] ?? [], doc.permalink) : undefined;
    routes.push({
      path: doc.permalink,
      component: '@theme/DocPage',
      content: doc.contentModule,
      sourceFile: doc.source,
      noSitemap: doc.unlisted,
      head: { title: doc.title, description: doc.description, keywords: doc.frontMatter.keywords, image: doc.frontMatter.image, noIndex: info.noIndex || doc.unlisted },
      data: sidebarId ? { sidebar: sidebarDataName(options.pluginId, info.name, sidebarId) } : undefined,
      props: {
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        editUrl: editUrlOf(doc, info, options),
        // As in Docusaurus, a doc that opens with its own `# Title` shows that heading, not a second one.
        hideTitle: (doc.frontMatter.hide_title ?? false) || doc.compiled.contentTitle !== undefined,
        hideTableOfContents: doc.frontMatter.hide_table_of_contents ?? false,
        toc: doc.toc,
        version: versionProps,
        latestLink: latestLinkOf(version, all, page),
        alternates: alternatesOf(all, page),
        breadcrumbs: options.breadcrumbs && sidebarId ? findBreadcrumbs(version.sidebars[sidebarId] ?? [], doc.permalink) : [],
        previous: pick(doc.frontMatter.pagination_prev, index - 1),
        next: pick(doc.frontMatter.pagination_next, index + 1),
        tags: doc.tags,
        links: version.linkMaps.get(doc.relativePath) ?? {},
        images: Object.keys(doc.images).length > 0 ? doc.images : undefined,
        cardDescriptions: category ? nonEmpty(cardDescriptionsOf(category.items, descriptionOf)) : undefined,
        sidebarId,
        unlisted: doc.unlisted,
        lastUpdate: doc.frontMatter.last_update ? { date: String(doc.frontMatter.last_update.date ?? ''), author: doc.frontMatter.last_update.author } : undefined,
      },
    });
  }

  for (const page of version.generatedIndexes) {
    const flat = flattenSidebar(version.sidebars[page.sidebarId] ?? []);
    const index = flat.findIndex((l) => l.href === page.permalink);
    const neighbour = (i: number) => (flat[i] ? { title: flat[i]!.label, permalink: flat[i]!.href } : undefined);
    const same = { kind: 'generated-index', permalink: page.permalink, versionPath: info.path } as const;
    routes.push({
      path: page.permalink,
      component: '@theme/DocCategoryGeneratedIndexPage',
      head: { title: page.title, description: page.description, keywords: page.keywords, image: page.image, noIndex: info.noIndex },
      data: { sidebar: sidebarDataName(options.pluginId, info.name, page.sidebarId) },
      props: {
        title: page.title,
        description: page.description,
        permalink: page.permalink,
        items: page.items,
        cardDescriptions: nonEmpty(cardDescriptionsOf(page.items, descriptionOf)),
        version: versionProps,
        alternates: alternatesOf(all, same),
        breadcrumbs: options.breadcrumbs ? findBreadcrumbs(version.sidebars[page.sidebarId] ?? [], page.permalink) : [],
        previous: neighbour(index - 1),
        next: neighbour(index + 1),
        latestLink: latestLinkOf(version, all, same),
      },
    });
  }

  // A version without a doc at its root has no page there, as in Docusaurus: the root path is not
  // found (links to a version lead to its main doc; see version-data.ts).
  routes.push(...buildTagRoutes(version, options, versionProps));
  return routes;
}
