import { useLocation } from '@folio/client';
import Link from '@theme/Link';
import { isNavbarItemActive } from './isActive.ts';
import type { NavbarItemProps } from './types.ts';

/** Props of DefaultNavbarItem, as in Docusaurus (the link's config, `mobile`, `isDropdownItem`). */
export type Props = NavbarItemProps & { readonly isDropdownItem?: boolean };

/** A plain navbar link: internal (`to`) or external (`href`, marked with an icon). */
export default function DefaultNavbarItem({ mobile, isDropdownItem: _isDropdownItem, ...item }: Props) {
  const { pathname } = useLocation();
  const active = isNavbarItemActive({ to: item.to, exact: item.exact, activeBaseRegex: item.activeBaseRegex ?? (item.activeBasePath ? `^${item.activeBasePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : undefined) }, pathname);
  const className = [mobile ? 'menu__link' : 'navbar__item navbar__link', active && (mobile ? 'menu__link--active' : 'navbar__link--active'), item.className].filter(Boolean).join(' ');
  const label = item.html ? <span dangerouslySetInnerHTML={{ __html: item.html }} /> : item.label;
  if (item.href) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item['aria-label']}>
        {label}
        {!label && <GitHubIcon />}
        {!label && mobile && <span className="menu__link-text">{item['aria-label'] ?? item.href}</span>}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={item.to ?? '/'} aria-current={active ? 'page' : undefined} aria-label={item['aria-label']}>
      {label}
    </Link>
  );
}
function GitHubIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2c-3.2.7-3.9-1.5-3.9-1.5-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.4 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0c2.2-1.5 3.2-1.2 3.2-1.2.6 1.6.2 2.8.1 3.1.8.8 1.2 1.8 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.2c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5Z"
      />
    </svg>
  );
}
