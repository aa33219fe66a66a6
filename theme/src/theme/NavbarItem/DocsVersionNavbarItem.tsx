import { useLocation } from '@folio/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import { useEffect, useState } from 'react';
import { linkedVersion, readPreferredVersion, useDocsData } from '../../hooks/useDocsData.ts';
import type { NavbarItemProps } from './types.ts';

/** Props of DocsVersionNavbarItem, as in Docusaurus: a link's props, and the docs plugin. */
export type Props = NavbarItemProps;

/** A link to a docs version's main doc, labelled with the version: the one being read, else the preferred or the last. */
export default function DocsVersionNavbarItem({ docsPluginId, label, to, ...rest }: Props) {
  const pluginId = docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  const version = linkedVersion(data, pathname, preferred);
  if (!version) return null;
  return <DefaultNavbarItem {...rest} label={label ?? version.label} to={to ?? version.mainDocPath} />;
}
