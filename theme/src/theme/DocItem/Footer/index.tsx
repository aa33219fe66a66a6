import { useDoc } from '@docusaurus/plugin-content-docs/client';
import IconEdit from '@theme/Icon/Edit';
import TagsListInline from '@theme/TagsListInline';
import { useDocPage } from '../../../hooks/useDocPage.ts';

/** The end of a doc, as Docusaurus's DocItem/Footer: tags, edit link and last update (read with useDoc()). */
export default function DocItemFooter() {
  const { metadata } = useDoc();
  // The last update as the docs plugin wrote it (Docusaurus keeps a timestamp; Folio shows the date given).
  const lastUpdate = useDocPage().props.lastUpdate;
  const { tags, editUrl } = metadata;
  return (
    <footer className="theme-doc-footer doc-footer">
      {tags.length > 0 && <TagsListInline tags={tags} label="Tags" />}
      <div className="theme-doc-footer-edit-meta-row doc-footer__row">
        {editUrl && (
          <a className="theme-edit-this-page edit-this-page" href={editUrl} target="_blank" rel="noopener noreferrer">
            <IconEdit />
            Edit this page
          </a>
        )}
        {lastUpdate?.date && <span className="theme-last-updated last-updated">Last updated on {lastUpdate.date}{lastUpdate.author ? ` by ${lastUpdate.author}` : ''}</span>}
      </div>
    </footer>
  );
}
