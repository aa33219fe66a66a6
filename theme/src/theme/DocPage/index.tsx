import type { PageProps } from '@folio/client';
import CopyPageButton from '@theme/CopyPageButton';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItem/Footer';
import DocLayout from '@theme/DocPage/DocLayout';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import MarkdownContent from '@theme/MarkdownContent';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { useDocsData } from '../../hooks/useDocsData.ts';
import { useDocPage } from '../../hooks/useDocPage.ts';
import type { MarkdownAssets } from '../MarkdownContent/index.tsx';

/** A doc: banner, breadcrumbs, title, content, footer (tags, edit link), previous/next, and the table of contents. */
export default function DocPage({ page }: PageProps) {
  const { props } = useDocPage();
  const showToc = !props.hideTableOfContents && props.toc.length > 0;
  const docs = useDocsData();
  const versionRoot = docs.versions.find((v) => v.name === props.version.name)?.mainDocPath;
  // Intrinsic sizes of the doc's site-path images (the docs plugin reads them from the static folders).
  const images = (page.props as Pick<MarkdownAssets, 'images'>).images;
  return (
    <DocLayout className={`docs-doc-page docs-version-${props.version.name} doc-page ${props.version.className ?? ''}`} aside={showToc ? <TOC toc={props.toc} className="theme-doc-toc-desktop" /> : undefined}>
      <DocVersionBanner version={props.version} latestLink={props.latestLink} />
      <DocBreadcrumbs crumbs={props.breadcrumbs} homeHref={versionRoot} />
      <DocVersionBadge />
      <CopyPageButton />
      {showToc && <TOCCollapsible toc={props.toc} className="theme-doc-toc-mobile" />}
      <article className="doc-article" data-search-content="">
        {!props.hideTitle && (
          <header>
            <h1>{props.title}</h1>
          </header>
        )}
        <MarkdownContent className="theme-doc-markdown" Content={page.Content} assets={{ links: props.links, images }} />
      </article>
      <DocItemFooter />
      <DocPaginator previous={props.previous} next={props.next} />
    </DocLayout>
  );
}
