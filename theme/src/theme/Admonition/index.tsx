import type { ReactNode } from 'react';
import { ADMONITION_ICONS } from './icons.tsx';

/** Props of Admonition, as remark produces them from `:::type[title]` (or as written in MDX). */
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution (and Docusaurus's legacy secondary, important, success). */
  type: string;
  /** Defaults to the capitalised type ("Note"). */
  title?: ReactNode;
  /** Replaces the type's icon; `null` hides it. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's legacy names and what they look like. */
const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A call-out box: icon and title, then the content. Colours come from markdown.css per type and
 * colour mode; unknown types render like a note.
 */
export default function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const kind = ALIASES[type] ?? (ADMONITION_ICONS[type] ? type : 'note');
  const heading = title ?? capitalise(type);
  return (
    <div
      className={['admonition', `admonition--${kind}`, `theme-admonition theme-admonition-${type}`, className].filter(Boolean).join(' ')}
    >
      <div className="admonition__heading">
        {icon !== null && <span className="admonition__icon">{icon ?? ADMONITION_ICONS[kind]}</span>}
        {heading}
      </div>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
