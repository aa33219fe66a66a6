import Link from '@theme/Link';

/** A tag link as pages carry it. */
export interface TagLink {
  label: string;
  permalink: string;
}

/** A doc's or post's tags as a row of links (Docusaurus's TagsListInline). */
export default function TagsListInline({ tags, label }: { tags: TagLink[]; label?: string }) {
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Link className="tag" to={tag.permalink}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
