import type { ReactNode } from 'react';
import { admonitionKind } from '../kinds.ts';

/** Infima's alert colour of each kind (Docusaurus draws caution as a warning). */
const ALERT_OF_KIND: Record<string, string> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

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
    <div className={['admonition', `admonition--${kind}`, `theme-admonition theme-admonition-${type}`, `alert alert--${ALERT_OF_KIND[kind] ?? 'secondary'}`, className].filter(Boolean).join(' ')}>
      <div className="admonition__heading">
        {icon != null && <span className="admonition__icon">{icon}</span>}
        {title}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
