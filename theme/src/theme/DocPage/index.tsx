import type { PageProps } from '@folio/client';
import { useDocsData } from '../../hooks/useDocsData.ts';
import { useDocPage } from '../../hooks/useDocPage.ts';
import CopyPageButton from '@theme/CopyPageButton';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import { DocVersionBadge } from '../DocVersionBanner/index.tsx';
import MarkdownContent from '@theme/MarkdownContent';
import type { MarkdownAssets } from '../MarkdownContent/index.tsx';
import TagsListInline from '@theme/TagsListInline';
import TOC from '@theme/TOC';
import { TOCCollapsible } from '../TOC/index.tsx';
import DocLayout from './DocLayout.tsx';

/** A doc: banner, breadcrumbs, title, content, tags, edit link, previous/next, and the table of contents. */
export default function DocPage({ page }: PageProps) {
  const { props } = useDocPage();
  const showToc = !props.hideTableOfContents && props.toc.length > 0;
  const docs = useDocsData();
  const versionRoot = docs.versions.find((v) => v.name === props.version.name)?.mainDocPath;
  // Intrinsic sizes of the doc's site-path images (the docs plugin reads them from the static folders).
  const images = (page.props as Pick<MarkdownAssets, 'images'>).images;
  return (
    <DocLayout className={`doc-page ${props.version.className ?? ''}`} aside={showToc ? <TOC toc={props.toc} /> : undefined}>
      <DocVersionBanner version={props.version} latestLink={props.latestLink} />
      <DocBreadcrumbs crumbs={props.breadcrumbs} homeHref={versionRoot} />
      <DocVersionBadge version={props.version} />
      <CopyPageButton />
      {showToc && <TOCCollapsible toc={props.toc} />}
      <article className="doc-article" data-search-content="">
        {!props.hideTitle && (
          <header>
            <h1>{props.title}</h1>
          </header>
        )}
        <MarkdownContent Content={page.Content} assets={{ links: props.links, images }} />
      </article>
      <footer className="doc-footer">
        {props.tags.length > 0 && (
          <TagsListInline tags={props.tags} label="Tags" />
        )}
        <div className="doc-footer__row">
          {props.editUrl && (
            <a className="edit-this-page" href={props.editUrl} target="_blank" rel="noopener noreferrer">
              <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true">
                <path fill="currentColor" d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zM5 28.8l18.5-18.5 6.3 6.3L11.3 35H5v-6.2z" />
              </svg>
              Edit this page
            </a>
          )}
          {props.lastUpdate?.date && <span className="last-updated">Last updated on {props.lastUpdate.date}{props.lastUpdate.author ? ` by ${props.lastUpdate.author}` : ''}</span>}
        </div>
      </footer>
      <DocPaginator previous={props.previous} next={props.next} />
    </DocLayout>
  );
}
