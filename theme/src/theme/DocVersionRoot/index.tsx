import { DocsVersionProvider, getDocsVersionSearchTag, type PropVersionMetadata } from '@docusaurus/plugin-content-docs/client';
import renderRoutes, { type RouteConfig } from '@docusaurus/renderRoutes';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import SearchMetadata from '@theme/SearchMetadata';

/** Props of DocVersionRoot, as in Docusaurus: the version's route and its metadata. */
export interface Props {
  readonly route: RouteConfig;
  readonly version: PropVersionMetadata;
}

/**
 * The pages of one docs version: gives them `useDocsVersion()`, puts the version's class on
 * `<html>` and its search tag in the page. (A `noIndex` version's robots meta is in the HTML
 * Folio writes for each page.)
 */
export default function DocVersionRoot({ route, version }: Props) {
  return (
    <>
      <SearchMetadata version={version.version} tag={getDocsVersionSearchTag(version.pluginId, version.version)} />
      <HtmlClassNameProvider className={version.className}>
        <DocsVersionProvider version={version}>{renderRoutes(route.routes ?? [])}</DocsVersionProvider>
      </HtmlClassNameProvider>
    </>
  );
}
