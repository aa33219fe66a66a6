import { useLocation } from '@folio/client';
import { useEffect } from 'react';
import { readPreferredVersion, savePreferredVersion, useDocAlternates, useDocsData, versionOfPath } from '../../hooks/useDocsData.ts';
import Dropdown from '@theme/Dropdown';
import Link from '@theme/Link';
import type { NavbarItemProps } from './types.ts';

/** The docs version dropdown: shown only on docs pages; each version links to this doc there, or its main doc. */
export default function DocsVersionDropdownItem({ item, mobile }: NavbarItemProps) {
  const pluginId = item.docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const alternates = useDocAlternates();
  const current = versionOfPath(data, pathname);
  useEffect(() => {
    // Reading it clears a saved version that no longer exists.
    readPreferredVersion(data, pluginId);
  }, [data, pluginId]);
  if (!current) return null;
  const entries = data.versions.map((version) => {
    const to = alternates?.[version.name] ?? version.mainDocPath;
    return {
      key: version.name,
      label: version.label,
      active: version.name === current.name,
      render: ({ className, onSelect, role }: { className: string; onSelect(): void; role: 'menuitem' }) => (
        <Link
          className={className}
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
  return <Dropdown label={current.label} mobileLabel="Versions" entries={entries} mobile={mobile} className="docs-version-dropdown" />;
}
