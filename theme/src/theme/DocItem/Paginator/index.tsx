import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';

/** The doc's previous and next pages (DocPaginator stays generic: category pages use it too). */
export default function DocItemPaginator() {
  const { metadata } = useDoc();
  return <DocPaginator previous={metadata.previous} next={metadata.next} />;
}
