import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';

/** Props of EditMetaRow, as in Docusaurus. */
export interface Props {
  readonly className: string;
  readonly editUrl: string | null | undefined;
  readonly lastUpdatedAt: number | undefined;
  readonly lastUpdatedBy: string | undefined;
}

/** The row under a doc: the edit link, and when and by whom it was last updated. */
export default function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }: Props) {
  return (
    <div className={`${className} doc-footer__row`}>
      {editUrl && <EditThisPage editUrl={editUrl} />}
      {(lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
    </div>
  );
}
