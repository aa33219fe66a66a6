import { useLocation } from '@folio/client';
import Dropdown, { type DropdownEntry } from '@theme/Dropdown';
import Link from '@theme/Link';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useEffect, useState } from 'react';
import { readPreferredVersion, savePreferredVersion, useDocAlternates, useDocsData, versionOfPath } from '../../hooks/useDocsData.ts';
import type { NavbarItemProps } from './types.ts';
import { displayedChoice, versionChoices } from './versionChoices.ts';

/**
 * Props of DocsVersionDropdownNavbarItem, as in Docusaurus: the docs plugin, links to put before
 * and after the versions, the versions to list (`versions`), `dropdownActiveClassDisabled`, and a
 * dropdown's props (className, `mobile`).
 */
export type Props = NavbarItemProps;

/** Extra links of the dropdown (`dropdownItemsBefore` / `dropdownItemsAfter`). */
function linkEntries(items: readonly NavbarItemProps[] | undefined, prefix: string): DropdownEntry[] {
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

/**
 * The docs version dropdown, on every page as in Docusaurus. On a doc, each version links to the
 * same doc there when it has it; elsewhere (and for a doc the version lacks), to the version's main
 * doc. It is labelled with the version being read, else the reader's preferred one, else the last
 * (of those it lists); with one entry in all it is a plain link to that version.
 */
export default function DocsVersionDropdownNavbarItem({ mobile, docsPluginId, dropdownItemsBefore, dropdownItemsAfter, dropdownActiveClassDisabled, versions: versionsOption, className }: Props) {
  const pluginId = docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const alternates = useDocAlternates();
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  // The preferred version lives in the browser's storage: read after hydration (a stale one is cleared).
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  const current = versionOfPath(data, pathname);
  // Other versions of this doc, when the page is a doc of this plugin.
  const sameDoc = current ? alternates : undefined;
  const choices = versionChoices(data.versions, versionsOption);
  const shown = displayedChoice(choices, [current, data.versions.find((v) => v.name === preferred), data.versions.find((v) => v.isLast) ?? data.versions[0]]);
  if (!shown) return null;
  const versions: DropdownEntry[] = choices.map(({ version, label }) => {
    const isCurrent = version.name === current?.name;
    return {
      key: version.name,
      label,
      active: isCurrent,
      render: ({ className: itemClass, onSelect, role }) => (
        <Link
          className={itemClass}
          to={sameDoc?.[version.name] ?? version.mainDocPath}
          role={role}
          aria-current={isCurrent ? 'true' : undefined}
          onClick={() => {
            savePreferredVersion(pluginId, version.name);
            onSelect();
          }}
        >
          {label}
        </Link>
      ),
    };
  });
  const entries = [...linkEntries(dropdownItemsBefore, 'before'), ...versions, ...linkEntries(dropdownItemsAfter, 'after')];
  const dropdownClass = ['docs-version-dropdown', className].filter(Boolean).join(' ');
  if (entries.length <= 1) {
    return <DefaultNavbarItem mobile={mobile} className={dropdownClass} label={shown.label} to={shown.version.mainDocPath} {...(dropdownActiveClassDisabled ? { activeBaseRegex: '(?!)' } : {})} />;
  }
  const active = !dropdownActiveClassDisabled && versions.some((entry) => entry.active);
  return <Dropdown label={shown.label} mobileLabel="Versions" entries={entries} mobile={mobile} active={active} className={dropdownClass} />;
}
