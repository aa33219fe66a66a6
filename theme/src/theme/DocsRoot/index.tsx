import renderRoutes, { type RouteConfig } from '@docusaurus/renderRoutes';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';

/** Props of DocsRoot, as in Docusaurus: the docs plugin's route, whose routes are its versions. */
export interface Props {
  readonly route: RouteConfig;
}

/** Every docs page: the site's Layout around the version's pages, `docs-wrapper` on `<html>`. */
export default function DocsRoot({ route }: Props) {
  return (
    <HtmlClassNameProvider className="docs-wrapper">
      <Layout>{renderRoutes(route.routes ?? [])}</Layout>
    </HtmlClassNameProvider>
  );
}
