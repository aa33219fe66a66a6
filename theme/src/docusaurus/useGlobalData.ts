import { useSiteData } from '@folio/client';
import { useMemo } from 'react';
import { DEFAULT_PLUGIN_ID } from './constants.ts';

/** Global data as Docusaurus shapes it: plugin name → plugin id → the data that instance set. */
export type DocusaurusGlobalData = Record<string, Record<string, unknown>>;

/** Folio's plugin names → the names Docusaurus sites ask for. */
const DOCUSAURUS_NAMES: Record<string, string> = {
  'content-docs': 'docusaurus-plugin-content-docs',
  'content-blog': 'docusaurus-plugin-content-blog',
  'content-pages': 'docusaurus-plugin-content-pages',
  sitemap: 'docusaurus-plugin-sitemap',
  redirects: 'docusaurus-plugin-client-redirects',
};

/** Folio keeps the docs plugin's data by instance id already; every other plugin's data is one instance's. */
const KEYED_BY_ID = new Set(['content-docs']);

/**
 * Reshapes Folio's global data (`{ 'content-blog': data }`) as Docusaurus's
 * (`{ 'docusaurus-plugin-content-blog': { default: data } }`). Pure.
 */
export function toDocusaurusGlobalData(globalData: Record<string, unknown>): DocusaurusGlobalData {
  return Object.fromEntries(
    Object.entries(globalData).map(([name, data]) => [DOCUSAURUS_NAMES[name] ?? name, KEYED_BY_ID.has(name) ? (data as Record<string, unknown>) : { [DEFAULT_PLUGIN_ID]: data }]),
  );
}

/** Docusaurus's `useGlobalData()`: every plugin's global data, by plugin name and instance id. */
export default function useGlobalData(): DocusaurusGlobalData {
  const { globalData } = useSiteData();
  return useMemo(() => toDocusaurusGlobalData(globalData), [globalData]);
}

/** Finds a plugin's instances by its Docusaurus name or Folio's (`docusaurus-plugin-content-blog` or `content-blog`). */
function instancesOf(all: DocusaurusGlobalData, pluginName: string): Record<string, unknown> | undefined {
  return all[pluginName] ?? all[DOCUSAURUS_NAMES[pluginName] ?? ''];
}

/** Docusaurus's `useAllPluginInstancesData(name)`: instance id → data; `{ failfast: true }` throws when absent. */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const instances = instancesOf(useGlobalData(), pluginName);
  if (!instances && options.failfast) throw new Error(`No global data for the plugin "${pluginName}": is it enabled in the site config?`);
  return instances;
}

/** Docusaurus's `usePluginData(name, id = 'default')`: one instance's data; `{ failfast: true }` throws when absent. */
export function usePluginData(pluginName: string, pluginId: string = DEFAULT_PLUGIN_ID, options: { failfast?: boolean } = {}): unknown {
  const data = instancesOf(useGlobalData(), pluginName)?.[pluginId];
  if (data === undefined && options.failfast) throw new Error(`No global data for the plugin "${pluginName}" with id "${pluginId}": is it enabled in the site config?`);
  return data;
}
