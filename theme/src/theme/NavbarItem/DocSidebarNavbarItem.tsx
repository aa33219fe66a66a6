import { useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useEffect, useState } from 'react';
import { readPreferredVersion, useDocsData, versionOfPath } from '../../hooks/useDocsData.ts';
import type { NavbarItemProps } from './types.ts';

/** Props of DocSidebarNavbarItem, as in Docusaurus: the sidebar to link to, and a link's props. */
export type Props = NavbarItemProps & { readonly sidebarId: string };

/** The Docs link: the first page of a sidebar, in the version being read or the preferred one. */
export default function DocSidebarNavbarItem({ sidebarId, docsPluginId, ...rest }: Props) {
  const pluginId = docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const last = data.versions.find((v) => v.isLast) ?? data.versions[0];
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  const current = versionOfPath(data, pathname);
  const version = current ?? data.versions.find((v) => v.name === preferred) ?? last;
  if (!version) return null;
  const sidebar = version.sidebars[sidebarId];
  if (!sidebar) {
    throw new Error(`Can't find any sidebar with id "${sidebarId}" in version ${version.name} of the docs plugin. Available sidebars: ${Object.keys(version.sidebars).join(', ') || 'none'}.`);
  }
  const activeBaseRegex = `^${data.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|$)`;
  return <DefaultNavbarItem {...rest} to={sidebar.link} activeBaseRegex={activeBaseRegex} />;
}
