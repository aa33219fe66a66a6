import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOC from '@theme/TOC';

/** The doc's table of contents beside it, within its front matter's heading levels. */
export default function DocItemTOCDesktop() {
  const { toc, frontMatter } = useDoc();
  return <TOC toc={toc} minHeadingLevel={frontMatter.toc_min_heading_level as number | undefined} maxHeadingLevel={frontMatter.toc_max_heading_level as number | undefined} className="theme-doc-toc-desktop" />;
}
