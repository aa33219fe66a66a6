import Dropdown from '@theme/Dropdown';
import Link from '@theme/Link';
import type { NavbarItemProps } from './types.ts';

/** Props of DropdownNavbarItem, as in Docusaurus: the label, the links, and `mobile`. */
export type Props = NavbarItemProps;

/** A configured dropdown of links. */
export default function DropdownNavbarItem({ label, items = [], mobile, className }: Props) {
  const entries = items.map((child, index) => ({
    key: `${index}`,
    label: child.label,
    render: ({ className: itemClass, onSelect, role }: { className: string; onSelect(): void; role: 'menuitem' }) =>
      child.href ? (
        <a className={itemClass} href={child.href} role={role} target="_blank" rel="noopener noreferrer" onClick={onSelect}>
          {child.label}
        </a>
      ) : (
        <Link className={itemClass} to={child.to ?? '/'} role={role} onClick={onSelect}>
          {child.label}
        </Link>
      ),
  }));
  return <Dropdown label={label} entries={entries} mobile={mobile} className={className} />;
}
