import type { ComponentProps } from 'react';

/** Props of the icon, as in Docusaurus: any SVG attribute. */
export type Props = ComponentProps<'svg'>;

/** Three bars: the navbar's menu button. */
export default function IconMenu(props: Props) {
  return (
    <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true" {...props}>
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}
