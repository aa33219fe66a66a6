import { useGlobalData, usePage } from '@folio/client';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { DOCS_PLUGIN_NAME, readPreferredVersion, savePreferredVersion, type GlobalDocsData, type GlobalDocsVersion } from '../../hooks/useDocsData.ts';

/** A doc as Docusaurus's global data lists it. */
export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string | undefined;
}

/** A docs version under Docusaurus's names (`useVersions()`, `useActiveVersion()`). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  /**
   * Folio does not publish every doc of every version to every page: this holds the version's
   * main doc, the docs that `doc` navbar items name, and on a doc page the same doc in this
   * version when it exists.
   */
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

/** A docs plugin's global data under Docusaurus's names. */
export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** Id of the main doc entry in GlobalVersion.docs (Folio knows its path, not its id). */
const MAIN_DOC_ID = '__main';

/** Folio's version data in Docusaurus's shape; `alternates` (this doc in each version) adds the current doc. Pure. */
export function toGlobalVersion(version: GlobalDocsVersion, alternates: Record<string, string> | undefined, docId: string | undefined): GlobalVersion {
  const docs: GlobalDoc[] = [{ id: MAIN_DOC_ID, path: version.mainDocPath }, ...Object.entries(version.docs ?? {}).map(([id, path]) => ({ id, path }))];
  const here = alternates?.[version.name];
  if (here && docId && !docs.some((d) => d.id === docId)) docs.push({ id: docId, path: here });
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: version.path,
    mainDocId: MAIN_DOC_ID,
    docs,
    draftIds: [],
    sidebars: Object.fromEntries(Object.entries(version.sidebars).map(([id, sidebar]) => [id, sidebar ? { link: { path: sidebar.link, label: id } } : {}])),
  };
}

function useAlternates(): { alternates: Record<string, string> | undefined; docId: string | undefined } {
  const props = usePage().props as { alternates?: Record<string, string>; id?: string };
  return { alternates: props.alternates, docId: props.id };
}

/** Docusaurus's `useAllDocsData()`: every docs plugin's data by plugin id. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  const all = useGlobalData<Record<string, GlobalDocsData>>(DOCS_PLUGIN_NAME) ?? {};
  const { alternates, docId } = useAlternates();
  return Object.fromEntries(Object.entries(all).map(([id, data]) => [id, { path: data.path, breadcrumbs: data.breadcrumbs ?? true, versions: data.versions.map((v) => toGlobalVersion(v, alternates, docId)) }]));
}

/** Docusaurus's `useDocsData(pluginId)`. */
export function useDocsData(pluginId: string | undefined): GlobalPluginData {
  const data = useAllDocsData()[pluginId ?? 'default'];
  if (!data) throw new Error(`The docs plugin with id "${pluginId ?? 'default'}" is not enabled: add the content-docs plugin to site.config.ts, or pass an existing docsPluginId.`);
  return data;
}

function versionOf(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  return [...data.versions].sort((a, b) => b.path.length - a.path.length).find((v) => pathname === v.path || pathname.startsWith(`${v.path}/`));
}

/**
 * Docusaurus's `useActivePlugin()`: the docs plugin whose pages include this one. Like the other
 * "active" hooks here it reads the page shown, which stays on screen while the next one loads.
 */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const all = useAllDocsData();
  const pathname = usePage().path;
  const found = Object.entries(all).find(([, data]) => pathname === data.path || pathname.startsWith(`${data.path}/`));
  if (!found && options.failfast) throw new Error(`No docs plugin serves the path ${pathname}.`);
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

/** Docusaurus's `useVersions(pluginId)`. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

/** Docusaurus's `useLatestVersion(pluginId)`: the version marked last (the newest release). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** Docusaurus's `useActiveVersion(pluginId)`: the version of the page shown, if it is a docs page. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId);
  return versionOf(data, usePage().path);
}

/** Docusaurus's `useActiveDocContext(pluginId)`: the active version and doc, and this doc in the other versions. */
export function useActiveDocContext(pluginId?: string): { activeVersion?: GlobalVersion; activeDoc?: GlobalDoc; alternateDocVersions: Record<string, GlobalDoc> } {
  const data = useDocsData(pluginId);
  const pathname = usePage().path;
  const activeVersion = versionOf(data, pathname);
  const { alternates, docId } = useAlternates();
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  for (const version of data.versions) {
    const path = alternates?.[version.name];
    if (path) alternateDocVersions[version.name] = { id: docId ?? path, path };
  }
  const activeDoc = activeVersion && activeVersion.docs.find((d) => d.path === pathname || d.path === pathname.replace(/\/$/, ''));
  return { ...(activeVersion ? { activeVersion } : {}), ...(activeDoc ? { activeDoc } : {}), alternateDocVersions };
}

/** Docusaurus's `useDocVersionSuggestions(pluginId)`: the latest version's same doc, or its main doc. */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: GlobalDoc; latestVersionSuggestion: GlobalVersion } {
  const latest = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  const doc = alternateDocVersions[latest.name];
  return { latestVersionSuggestion: latest, ...(doc ? { latestDocSuggestion: doc } : {}) };
}

/** Docusaurus's `useDocsPreferredVersion(pluginId)`: the version the reader last chose, and how to save a choice. */
export function useDocsPreferredVersion(pluginId = 'default'): { preferredVersion: GlobalVersion | null; savePreferredVersionName(name: string): void } {
  const folio = useGlobalData<Record<string, GlobalDocsData>>(DOCS_PLUGIN_NAME)?.[pluginId];
  const data = useDocsData(pluginId);
  const [name, setName] = useState<string | undefined>(undefined);
  // Read after hydration: the server HTML knows no reader's choice.
  useEffect(() => setName(folio ? readPreferredVersion(folio, pluginId)?.name : undefined), [folio, pluginId]);
  const save = useCallback((version: string) => {
    savePreferredVersion(pluginId, version);
    setName(version);
  }, [pluginId]);
  return { preferredVersion: data.versions.find((v) => v.name === name) ?? null, savePreferredVersionName: save };
}

/** Docusaurus's `useDocsVersionCandidates(pluginId)`: active, else preferred, else latest version (first wins). */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const active = useActiveVersion(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [...new Set([active, preferredVersion, latest].filter((v): v is GlobalVersion => Boolean(v)))];
}

/** Docusaurus's `DocsPreferredVersionContextProvider`: Folio reads the preferred version from storage in each hook, so it renders its children. */
export function DocsPreferredVersionContextProvider({ children }: { children?: ReactNode }) {
  return children;
}
