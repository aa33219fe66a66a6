import { useLocation } from '@folio/client';
import { useEffect, useState } from 'react';
import { linkedVersion, readPreferredVersion, useDocsData } from '../../hooks/useDocsData.ts';
import LinkItem from './LinkItem.tsx';
import type { NavbarItemProps } from './types.ts';

/** A link to one doc (`docId`), in the version being read or the preferred one; its label defaults to the doc id. */
export default function DocItem({ item, mobile }: NavbarItemProps) {
  const pluginId = item.docsPluginId ?? 'default';
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | undefined>(undefined);
  useEffect(() => setPreferred(readPreferredVersion(data, pluginId)?.name), [data, pluginId, pathname]);
  const version = linkedVersion(data, pathname, preferred);
  if (!version) return null;
  const docId = item.docId ?? '';
  const to = version.docs?.[docId];
  if (!to) throw new Error(`Can't find any doc with id "${docId}" in version ${version.name} of the docs plugin.`);
  return <LinkItem item={{ ...item, label: item.label ?? docId, to }} mobile={mobile} />;
}
