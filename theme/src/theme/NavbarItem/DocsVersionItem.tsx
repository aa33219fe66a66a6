import { useLocation } from '@folio/client';
import { useEffect, useState } from 'react';
import { linkedVersion, readPreferredVersion, useDocsData } from '../../hooks/useDocsData.ts';
import LinkItem from './LinkItem.tsx';
import type { NavbarItemProps } from './types.ts';

/** A link to a docs version's main doc, labelled with the version: the one being read, else the preferred or the last. */
export default function DocsVersionItem({ item, mobile }: NavbarItemProps) {
  const pluginId = item.docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  const version = linkedVersion(data, pathname, preferred);
  if (!version) return null;
  return <LinkItem item={{ ...item, label: item.label ?? version.label, to: item.to ?? version.mainDocPath }} mobile={mobile} />;
}
