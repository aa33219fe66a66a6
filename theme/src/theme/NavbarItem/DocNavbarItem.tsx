import { useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useEffect, useState } from 'react';
import { linkedDoc, readPreferredVersion, useDocsData } from '../../hooks/useDocsData.ts';
import type { NavbarItemProps } from './types.ts';

/** Props of DocNavbarItem, as in Docusaurus: the doc to link to, and a link's props. */
export type Props = NavbarItemProps & { readonly docId: string };

/**
 * A link to one doc (`docId`): in the version being read if it has the doc, else the preferred one,
 * else the last version, as in Docusaurus; its label defaults to the doc id.
 */
export default function DocNavbarItem({ docId, docsPluginId, label, ...rest }: Props) {
  const pluginId = docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  if (data.versions.length === 0) return null;
  const link = linkedDoc(data, pathname, preferred, docId ?? '');
  if (!link) throw new Error(`Can't find any doc with id "${docId ?? ''}" in the version being read or the last version of the docs plugin.`);
  return <DefaultNavbarItem {...rest} label={label ?? docId} to={link.to} />;
}
