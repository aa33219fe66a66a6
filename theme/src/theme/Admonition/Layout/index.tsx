import type { ReactNode } from 'react';
import { admonitionKind } from '../kinds.ts';

/** Props of Admonition/Layout, as in Docusaurus. */
export interface Props {
  readonly children: ReactNode;
  readonly type: string;
  readonly icon?: ReactNode;
  readonly title?: ReactNode;
  readonly className?: string;
}

/** The call-out box every admonition type draws: icon and title, then the content. Colours come from markdown.css per type. */
export default function AdmonitionLayout({ type, icon, title, className, children }: Props) {
  const kind = admonitionKind(type);
  return (
    <div className={['admonition', `admonition--${kind}`, `theme-admonition theme-admonition-${type}`, className].filter(Boolean).join(' ')}>
      <div className="admonition__heading">
        {icon != null && <span className="admonition__icon">{icon}</span>}
        {title}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
