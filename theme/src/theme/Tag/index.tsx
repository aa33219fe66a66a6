import Link from '@theme/Link';

/** Props of Tag, as in Docusaurus: a tag, with the number of pages carrying it on tag lists. */
export interface Props {
  readonly permalink: string;
  readonly label: string;
  readonly count?: number | undefined;
  readonly description?: string | undefined;
}

/** A tag's link; with `count`, the number of pages it is on. */
export default function Tag({ permalink, label, count, description }: Props) {
  return (
    <Link className="tag" to={permalink} title={description}>
      {label}
      {count !== undefined && <span className="tag__count">{count}</span>}
    </Link>
  );
}
