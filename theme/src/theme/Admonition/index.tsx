import AdmonitionTypes from '@theme/Admonition/Types';
import type { ReactNode } from 'react';

/** Props of Admonition, as remark produces them from `:::type[title]` (or as written in MDX), and as in Docusaurus. */
export interface Props {
  /** note, tip, info, warning, danger, caution (and Docusaurus's legacy secondary, important, success). */
  readonly type: string;
  /** Defaults to the capitalised type ("Note"). */
  readonly title?: ReactNode;
  /** Replaces the type's icon; `null` hides it. */
  readonly icon?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/** @deprecated Folio's earlier name of Props. */
export type AdmonitionProps = Props;

/** A call-out box, drawn by the component of its type (Admonition/Types); unknown types render like a note. */
export default function Admonition(props: Props) {
  const Type = AdmonitionTypes[props.type] ?? AdmonitionTypes.note!;
  return <Type {...props} />;
}
