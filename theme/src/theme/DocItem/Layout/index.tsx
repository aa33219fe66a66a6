import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ContentVisibility from '@theme/ContentVisibility';
import CopyPageButton from '@theme/CopyPageButton';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemContent from '@theme/DocItem/Content';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import type { ReactNode } from 'react';

/** Props of DocItem/Layout, as in Docusaurus: the doc's content element. */
export interface Props {
  readonly children: ReactNode;
}

/**
 * A doc's layout: banner, breadcrumbs, badge, Folio's copy-page button, the folded table of contents (mobile), the content,
 * its footer and previous/next links, and the table of contents beside it. Both tables of contents
 * are in the HTML; CSS shows the one that fits the window.
 */
export default function DocItemLayout({ children }: Props) {
  const { metadata, frontMatter, toc } = useDoc();
  const showToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <div className="docs-row">
      <div className="docs-content">
        <ContentVisibility metadata={metadata} />
        <DocVersionBanner />
        <DocBreadcrumbs />
        <DocVersionBadge />
        <CopyPageButton />
        {showToc && <DocItemTOCMobile />}
        <DocItemContent>{children}</DocItemContent>
        <DocItemFooter />
        <DocItemPaginator />
      </div>
      {showToc && (
        <div className="docs-aside">
          <DocItemTOCDesktop />
        </div>
      )}
    </div>
  );
}
