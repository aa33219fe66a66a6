import Tag from '@theme/Tag';

/** A tag link as pages carry it. */
export interface TagLink {
  label: string;
  permalink: string;
  description?: string | undefined;
}

/** Props of TagsListInline, as in Docusaurus (`label` names the list for assistive technology; Folio). */
export interface Props {
  readonly tags: readonly TagLink[];
  readonly label?: string;
}

/** A doc's or post's tags as a row of links (Docusaurus's TagsListInline). */
export default function TagsListInline({ tags, label }: Props) {
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Tag label={tag.label} permalink={tag.permalink} description={tag.description} />
        </li>
      ))}
    </ul>
  );
}
