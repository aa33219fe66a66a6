import { DocsSidebarProvider, useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import type { RouteConfig } from '@docusaurus/renderRoutes';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import DocRootLayout from '@theme/DocRoot/Layout';
import NotFoundContent from '@theme/NotFound/Content';

/** Props of DocRoot, as in Docusaurus: the route whose routes are the version's docs and category pages. */
export interface Props {
  readonly route: RouteConfig;
}

/** The pages that have a sidebar (docs, category indexes): the sidebar's provider and DocRoot/Layout around the page. */
export default function DocRoot(props: Props) {
  const current = useDocRootMetadata(props);
  if (!current) return <NotFoundContent />;
  const { docElement, sidebarName, sidebarItems } = current;
  return (
    <HtmlClassNameProvider className="docs-doc-page">
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
