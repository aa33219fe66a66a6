import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { PageMetadata } from '@docusaurus/theme-common';

/** The doc's title, description, keywords and image in the document's head. */
export default function DocItemMetadata() {
  const { metadata, frontMatter, assets } = useDoc();
  return <PageMetadata title={metadata.title} description={metadata.description} keywords={frontMatter.keywords as string[] | undefined} image={assets.image ?? (frontMatter.image as string | undefined)} />;
}
