import type { ComponentProps } from 'react';

/** Props of the icon, as in Docusaurus: any SVG attribute. */
export type Props = ComponentProps<'svg'>;

/** The moon of the colour mode switch. */
export default function IconDarkMode(props: Props) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" {...props}>
      <path fill="currentColor" d="M20.7 14.4A8.6 8.6 0 0 1 9.6 3.3a8.6 8.6 0 1 0 11.1 11.1Z" />
    </svg>
  );
}
