import { useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useEffect, useState } from 'react';
import { linkedVersion, readPreferredVersion, useDocsData } from '../../hooks/useDocsData.ts';
import type { NavbarItemProps } from './types.ts';

/** Props of DocNavbarItem, as in Docusaurus: the doc to link to, and a link's props. */
export type Props = NavbarItemProps & { readonly docId: string };

/** A link to one doc (`docId`), in the version being read or the preferred one; its label defaults to the doc id. */
export default function DocNavbarItem({ docId, docsPluginId, label, ...rest }: Props) {
  const pluginId = docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  const version = linkedVersion(data, pathname, preferred);
  if (!version) return null;
  const to = version.docs?.[docId ?? ''];
  if (!to) throw new Error(`Can't find any doc with id "${docId ?? ''}" in version ${version.name} of the docs plugin.`);
  return <DefaultNavbarItem {...rest} label={label ?? docId} to={to} />;
}
