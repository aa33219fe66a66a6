import type { ComponentProps } from 'react';

/** Props of the icon, as in Docusaurus: any SVG attribute. */
export type Props = ComponentProps<'svg'>;

/** The pencil of "Edit this page". */
export default function IconEdit(props: Props) {
  return (
    <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true" {...props}>
      <path fill="currentColor" d="M34.5 11.7l-3 3.1-6.3-6.3 3.1-3q.5-.5 1.2-.5t1.1.5l3.9 3.9q.5.4.5 1.1t-.5 1.2zM5 28.8l18.5-18.5 6.3 6.3L11.3 35H5v-6.2z" />
    </svg>
  );
}
