import Dropdown from '@theme/Dropdown';
import Link from '@theme/Link';
import type { NavbarItemProps } from './types.ts';

/** A configured dropdown of links. */
export default function DropdownItem({ item, mobile }: NavbarItemProps) {
  const entries = (item.items ?? []).map((child, index) => ({
    key: `${index}`,
    label: child.label,
    render: ({ className, onSelect, role }: { className: string; onSelect(): void; role: 'menuitem' }) =>
      child.href ? (
        <a className={className} href={child.href} role={role} target="_blank" rel="noopener noreferrer" onClick={onSelect}>
          {child.label}
        </a>
      ) : (
        <Link className={className} to={child.to ?? '/'} role={role} onClick={onSelect}>
          {child.label}
        </Link>
      ),
  }));
  return <Dropdown label={item.label} entries={entries} mobile={mobile} />;
}
