import { useLocation } from '@folio/client';
import Dropdown from '@theme/Dropdown';
import Link from '@theme/Link';
import { useEffect, type ReactNode } from 'react';
import { readPreferredVersion, savePreferredVersion, useDocAlternates, useDocsData, versionOfPath } from '../../hooks/useDocsData.ts';
import type { NavbarItemProps } from './types.ts';

/**
 * Props of DocsVersionDropdownNavbarItem, as in Docusaurus: the docs plugin, links to put before
 * and after the versions, and a dropdown's props (label, className, `mobile`).
 */
export type Props = NavbarItemProps;

type Entry = { key: string; label: ReactNode; active?: boolean; render(props: { className: string; onSelect(): void; role: 'menuitem' }): ReactNode };

/** Extra links of the dropdown (`dropdownItemsBefore` / `dropdownItemsAfter`). */
function linkEntries(items: readonly NavbarItemProps[] | undefined, prefix: string): Entry[] {
  return (items ?? []).map((item, index) => ({
    key: `${prefix}-${index}`,
    label: item.label,
    render: ({ className, onSelect, role }) =>
      item.href ? (
        <a className={className} href={item.href} role={role} target="_blank" rel="noopener noreferrer" onClick={onSelect}>
          {item.label}
        </a>
      ) : (
        <Link className={className} to={item.to ?? '/'} role={role} onClick={onSelect}>
          {item.label}
        </Link>
      ),
  }));
}

/** The docs version dropdown: shown only on docs pages; each version links to this doc there, or its main doc. */
export default function DocsVersionDropdownNavbarItem({ mobile, docsPluginId, dropdownItemsBefore, dropdownItemsAfter, className }: Props) {
  const pluginId = docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const alternates = useDocAlternates();
  const current = versionOfPath(data, pathname);
  useEffect(() => {
    // Reading it clears a saved version that no longer exists.
    readPreferredVersion(data, pluginId);
  }, [data, pluginId]);
  if (!current) return null;
  const versions: Entry[] = data.versions.map((version) => {
    const to = alternates?.[version.name] ?? version.mainDocPath;
    return {
      key: version.name,
      label: version.label,
      active: version.name === current.name,
      render: ({ className: itemClass, onSelect, role }) => (
        <Link
          className={itemClass}
          to={to}
          role={role}
          aria-current={version.name === current.name ? 'true' : undefined}
          onClick={() => {
            savePreferredVersion(pluginId, version.name);
            onSelect();
          }}
        >
          {version.label}
        </Link>
      ),
    };
  });
  const entries = [...linkEntries(dropdownItemsBefore, 'before'), ...versions, ...linkEntries(dropdownItemsAfter, 'after')];
  return <Dropdown label={current.label} mobileLabel="Versions" entries={entries} mobile={mobile} className={['docs-version-dropdown', className].filter(Boolean).join(' ')} />;
}
