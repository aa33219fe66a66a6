import type { ComponentProps } from 'react';

/** Props of the icon, as in Docusaurus: any SVG attribute. */
export type Props = ComponentProps<'svg'>;

/** A chevron pointing right (rotate it with CSS for other directions). */
export default function IconArrow(props: Props) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" {...props}>
      <path fill="currentColor" d="M8.6 7.4 10 6l6 6-6 6-1.4-1.4 4.6-4.6z" />
    </svg>
  );
}
