import type { ComponentProps } from 'react';

/** Props of TOCCollapsible/CollapseButton, as in Docusaurus: a button's props and whether the list is folded. */
export interface Props extends ComponentProps<'button'> {
  readonly collapsed: boolean;
}

/** "On this page", with a caret: folds and unfolds the table of contents. */
export default function TOCCollapsibleCollapseButton({ collapsed, className, ...props }: Props) {
  return (
    <button type="button" {...props} className={['toc-collapsible__button', className].filter(Boolean).join(' ')} aria-expanded={!collapsed}>
      On this page
      <svg className="toc-collapsible__caret" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
      </svg>
    </button>
  );
}
