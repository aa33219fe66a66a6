import { useGlobalData, usePage } from '@folio/client';
import { readStorage, STORAGE_KEYS, writeStorage } from '../utils/storage.ts';

/** One docs version as the docs plugin publishes it in global data. */
export interface GlobalDocsVersion {
  name: string;
  label: string;
  /** Version root path, e.g. `/docs/latest`. */
  path: string;
  isLast: boolean;
  /** Path of the version's main doc. */
  mainDocPath: string;
  /** Sidebar id → path of its first link. */
  sidebars: Record<string, { link: string } | undefined>;
  /** Doc id → path, for the docs that `doc` navbar items name. */
  docs?: Record<string, string> | undefined;
}

/** The docs plugin's global data. */
export interface GlobalDocsData {
  /** Base path of the docs, e.g. `/docs`. */
  path: string;
  versions: GlobalDocsVersion[];
  /** The plugin's `breadcrumbs` option (absent: on). */
  breadcrumbs?: boolean;
}

/** Name under which the docs plugin publishes its global data. */
export const DOCS_PLUGIN_NAME = 'content-docs';

/** The docs plugin's data for a plugin id; throws the spec's error when the plugin is missing. */
export function useDocsData(pluginId = 'default'): GlobalDocsData {
  const all = useGlobalData<Record<string, GlobalDocsData>>(DOCS_PLUGIN_NAME);
  const data = all?.[pluginId];
  if (!data) {
    throw new Error(`The docs plugin${pluginId === 'default' ? '' : ` with id "${pluginId}"`} is not enabled, but a docs navbar item or component needs it. Add the content-docs plugin to site.config.ts or remove the item.`);
  }
  return data;
}

/** Storage key of the preferred version of one docs plugin. */
export function preferredVersionKey(pluginId: string): string {
  return `${STORAGE_KEYS.preferredVersionPrefix}${pluginId}`;
}

/** The saved preferred version, if it still exists (a stale one is cleared). */
export function readPreferredVersion(data: GlobalDocsData, pluginId: string): GlobalDocsVersion | undefined {
  const saved = readStorage(preferredVersionKey(pluginId));
  if (!saved) return undefined;
  const version = data.versions.find((v) => v.name === saved);
  if (!version) writeStorage(preferredVersionKey(pluginId), null);
  return version;
}

/** Saves the reader's version choice. */
export function savePreferredVersion(pluginId: string, name: string): void {
  writeStorage(preferredVersionKey(pluginId), name);
}

/**
 * The version a docs navbar item links into: the one being read, else the reader's preferred one,
 * else the last. `preferred` is read after hydration (it lives in the browser's storage).
 */
export function linkedVersion(data: GlobalDocsData, pathname: string, preferred: string | undefined): GlobalDocsVersion | undefined {
  return versionOfPath(data, pathname) ?? data.versions.find((v) => v.name === preferred) ?? data.versions.find((v) => v.isLast) ?? data.versions[0];
}

/**
 * Where a `doc` navbar item links, as Docusaurus finds it: the doc in the version being read, else in
 * the preferred version, else in the last version (the first of these that has it). Undefined when
 * none has it.
 */
export function linkedDoc(data: GlobalDocsData, pathname: string, preferred: string | undefined, docId: string): { version: GlobalDocsVersion; to: string } | undefined {
  const candidates = [versionOfPath(data, pathname), data.versions.find((v) => v.name === preferred), data.versions.find((v) => v.isLast) ?? data.versions[0]];
  for (const version of candidates) {
    const to = version?.docs?.[docId];
    if (version && to) return { version, to };
  }
  return undefined;
}

/** The version a path belongs to, by longest version path prefix. */
export function versionOfPath(data: GlobalDocsData, path: string): GlobalDocsVersion | undefined {
  return [...data.versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => path === v.path || path.startsWith(`${v.path}/`));
}

/** Docs page props the navbar reads: other versions' paths of the same doc. */
export function useDocAlternates(): Record<string, string> | undefined {
  const page = usePage();
  const alternates = (page.props as { alternates?: Record<string, string> }).alternates;
  return alternates;
}
