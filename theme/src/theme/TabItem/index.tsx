import type { HTMLAttributes, ReactNode } from 'react';

/** Props of TabItem (Docusaurus API). Tabs reads value, label, default and attributes. */
export interface TabItemProps {
  /** Unique within its Tabs; what groupId, localStorage and the query string store. */
  value: string;
  /** Tab button text; defaults to the value. */
  label?: ReactNode;
  /** Selected when Tabs has no defaultValue. */
  default?: boolean;
  /** Extra attributes for the tab button (e.g. className). */
  attributes?: HTMLAttributes<HTMLLIElement>;
  className?: string;
  children?: ReactNode;
  /** Set by Tabs. */
  hidden?: boolean;
  /** Set by Tabs: ids tying the panel to its tab. */
  id?: string;
  'aria-labelledby'?: string;
}

/** One tab panel; Tabs decides which one shows. */
export default function TabItem({ children, hidden, className, id, 'aria-labelledby': labelledBy }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className={['tabs__panel', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
