import { DocProvider, type PropDocContent } from '@docusaurus/plugin-content-docs/client';
import type { RouteConfig } from '@docusaurus/renderRoutes';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import DocItemLayout from '@theme/DocItem/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';

/** Props of DocItem, as in Docusaurus: the doc's route, and its content with its metadata on it. */
export interface Props {
  readonly route?: RouteConfig;
  readonly content: PropDocContent;
}

/** One doc: gives its parts `useDoc()`, puts `docs-doc-id-<id>` on `<html>`, and lays the content out. */
export default function DocItem({ content: MDXComponent }: Props) {
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${MDXComponent.metadata.id}`}>
        <DocItemMetadata />
        <DocItemLayout>
          <MDXComponent />
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
