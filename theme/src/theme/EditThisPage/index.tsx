import IconEdit from '@theme/Icon/Edit';

/** Props of EditThisPage, as in Docusaurus. */
export interface Props {
  readonly editUrl: string;
}

/** The link to the page's source in its repository, opened in a new tab. */
export default function EditThisPage({ editUrl }: Props) {
  return (
    <a className="theme-edit-this-page edit-this-page" href={editUrl} target="_blank" rel="noopener noreferrer">
      <IconEdit />
      Edit this page
    </a>
  );
}
