import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditMetaRow from '@theme/EditMetaRow';
import TagsListInline from '@theme/TagsListInline';

/** The end of a doc, as Docusaurus's DocItem/Footer: its tags, then the edit link and last update; nothing when it has none. */
export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = metadata;
  const hasTags = tags.length > 0;
  const hasEditMeta = Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!hasTags && !hasEditMeta) return null;
  return (
    <footer className="theme-doc-footer doc-footer">
      {hasTags && <TagsListInline tags={tags} label="Tags" />}
      {hasEditMeta && <EditMetaRow className="theme-doc-footer-edit-meta-row" editUrl={editUrl} lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
    </footer>
  );
}
