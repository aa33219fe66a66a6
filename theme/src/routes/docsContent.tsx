import type { LoadedPage } from '@folio/client';
import { toDocContextValue, toPropVersionMetadata, type PropDocContent, type PropVersionDoc } from '@docusaurus/plugin-content-docs/client';
import type { RouteConfig } from '@docusaurus/renderRoutes';
import DocRoot from '@theme/DocRoot';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import { useMemo, type ComponentType } from 'react';
import { RouteContextProvider } from '../docusaurus/routeContext.tsx';
import type { DocPageProps, DocVersionProps } from '../hooks/useDocPage.ts';
import { useDocsData } from '../hooks/useDocsData.ts';
import type { SidebarItem } from '../theme/DocSidebar/types.ts';
import { MarkdownAssetsProvider, type MarkdownAssets } from '../theme/MarkdownContent/assets.tsx';

/**
 * Folio's docs routes are flat: one route per page, with JSON props. Docusaurus nests each page in
 * DocsRoot › DocVersionRoot › (DocRoot ›) its component, and hands a doc its content component with
 * the metadata on it. These build that tree and content from a Folio page, so the same components
 * (Folio's or swizzled ones written for Docusaurus) render it.
 */

/** The leaf of a docs page's tree: the page's component and its props. */
export interface DocsLeaf {
  component: ComponentType<any>;
  props: Record<string, unknown>;
  /** Pages with a sidebar (docs, category indexes) sit below DocRoot. */
  underDocRoot: boolean;
  /** The page's doc, for the version's `docs`. */
  doc?: PropVersionDoc | undefined;
}

/** The route tree above one docs page. Pure. */
export function docsRouteTree(args: { docsPath: string; version: DocVersionProps; path: string; sidebar: { name: string; items: SidebarItem[] } | undefined; leaf: DocsLeaf }): RouteConfig {
  const { docsPath, version, path, sidebar, leaf } = args;
  const versionPath = version.path ?? docsPath;
  const page: RouteConfig = { path, exact: true, component: leaf.component, props: leaf.props, sidebar: sidebar?.name };
  const versionRoutes: RouteConfig[] = leaf.underDocRoot ? [{ path: versionPath, component: DocRoot, routes: [page] }] : [page];
  const versionRoute: RouteConfig = { path: versionPath, component: DocVersionRoot, routes: versionRoutes, props: { version: toPropVersionMetadata(version, sidebar, leaf.doc) } };
  return { path: docsPath, component: DocsRoot, routes: [versionRoute] };
}

/** A doc page's content as Docusaurus content: the body with its links and images, and the doc's metadata. */
export function useDocContent(page: LoadedPage): PropDocContent {
  return useMemo(() => {
    const props = page.props as unknown as DocPageProps;
    const { Content } = page;
    const assets: MarkdownAssets = { links: props.links, images: props.images };
    function DocContent() {
      return Content ? (
        <MarkdownAssetsProvider assets={assets}>
          <Content />
        </MarkdownAssetsProvider>
      ) : null;
    }
    return Object.assign(DocContent, toDocContextValue(props));
  }, [page.props, page.Content]);
}

/**
 * Renders a docs page through DocsRoot with the tree above it, saying the docs plugin made it (for
 * the `plugin-docs` class and `useRouteContext()`).
 */
export function DocsPage({ page, version, leaf }: { page: LoadedPage; version: DocVersionProps; leaf: DocsLeaf }) {
  const pluginId = version.pluginId ?? 'default';
  const docsPath = useDocsData(pluginId).path;
  const items = page.data.sidebar as SidebarItem[] | undefined;
  const sidebarName = (page.props as { sidebarId?: string }).sidebarId ?? 'sidebar';
  const tree = useMemo(
    () => docsRouteTree({ docsPath, version, path: page.path, sidebar: items ? { name: sidebarName, items } : undefined, leaf }),
    // The leaf's props are made per page; the rest follows from them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [docsPath, page.path, items, sidebarName, leaf.props],
  );
  const context = useMemo(() => ({ plugin: { name: 'docusaurus-plugin-content-docs', id: pluginId } }), [pluginId]);
  return (
    <RouteContextProvider value={context}>
      <DocsRoot route={tree} />
    </RouteContextProvider>
  );
}
