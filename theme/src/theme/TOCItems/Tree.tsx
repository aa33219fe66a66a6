import { memo } from 'react';
import type { TocNode } from '../TOC/nestToc.ts';

/** Props of TOCItems/Tree, as in Docusaurus: nested entries, whose `value` is HTML. */
export interface Props {
  readonly toc: readonly TocNode[];
  readonly className: string;
  readonly linkClassName: string | null;
  readonly isChild?: boolean;
}

/** The entries as nested lists of links to their headings. */
function TOCItemTree({ toc, className, linkClassName, isChild }: Props) {
  if (!toc.length) return null;
  return (
    <ul className={isChild ? 'toc__list' : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          {/* The value is the heading's text as HTML (escaped by the theme), as Docusaurus gives it. */}
          <a href={`#${heading.id}`} className={linkClassName ?? undefined} dangerouslySetInnerHTML={{ __html: heading.value }} />
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

export default memo(TOCItemTree);
