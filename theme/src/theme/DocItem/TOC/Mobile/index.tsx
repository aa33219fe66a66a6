import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOCCollapsible from '@theme/TOCCollapsible';

/** The doc's table of contents folded above it, on narrow windows. */
export default function DocItemTOCMobile() {
  const { toc, frontMatter } = useDoc();
  return <TOCCollapsible toc={toc} minHeadingLevel={frontMatter.toc_min_heading_level as number | undefined} maxHeadingLevel={frontMatter.toc_max_heading_level as number | undefined} className="theme-doc-toc-mobile" />;
}
