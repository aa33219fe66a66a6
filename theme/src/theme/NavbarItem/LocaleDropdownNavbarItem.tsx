import { useLocation, useSiteData } from '@folio/client';
import Dropdown from '@theme/Dropdown';
import { localizedPath } from './localizedPath.ts';
import type { NavbarItemProps } from './types.ts';

/** Props of LocaleDropdownNavbarItem, as in Docusaurus (a dropdown's props; `mobile` in the drawer). */
export type Props = NavbarItemProps;

/** The language dropdown: every configured locale, linking to this page in that locale. */
export default function LocaleDropdownNavbarItem({ mobile }: Props) {
  const { i18n } = useSiteData();
  const { pathname, search, hash } = useLocation();
  const labelOf = (locale: string) => i18n.localeConfigs[locale]?.label ?? locale;
  const entries = i18n.locales.map((locale) => ({
    key: locale,
    label: labelOf(locale),
    active: locale === i18n.currentLocale,
    render: ({ className, onSelect, role }: { className: string; onSelect(): void; role: 'menuitem' }) => (
      // A full page load: another locale is another build of the site.
      <a className={className} role={role} href={`${localizedPath(pathname, locale, i18n.defaultLocale, i18n.locales)}${search}${hash}`} hrefLang={i18n.localeConfigs[locale]?.htmlLang ?? locale} lang={i18n.localeConfigs[locale]?.htmlLang ?? locale} onClick={onSelect} aria-current={locale === i18n.currentLocale ? 'true' : undefined}>
        {labelOf(locale)}
      </a>
    ),
  }));
  const label = (
    <>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="locale-icon">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.4 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6C8.9 5.5 8.4 6.7 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z" />
      </svg>
      <span>{labelOf(i18n.currentLocale)}</span>
    </>
  );
  return <Dropdown label={label} mobileLabel="Languages" entries={entries} mobile={mobile} className="locale-dropdown" />;
}
