import type { LoadedDoc } from './load-docs.ts';
import type { VersionContent } from './types.ts';
import { flattenSidebar } from './sidebars/navigation.ts';

/** The version's main doc: `index` if it has one, else the first doc of its first sidebar. Pure. */
export function getMainDoc(version: VersionContent): LoadedDoc | undefined {
  const index = version.docs.find((d) => d.id === 'index');
  if (index) return index;
  for (const items of Object.values(version.sidebars)) {
    const first = flattenSidebar(items).find((l) => l.docId);
    if (first) return version.docs.find((d) => d.id === first.docId);
  }
  return version.docs[0];
}

/** A version's metadata, with the spec's fields (the data file `docs-<plugin>-version-<name>`). */
export interface VersionMetadata {
  name: string;
  label: string;
  isLast: boolean;
  /** Version root path, e.g. `/docs/latest`. */
  path: string;
  mainDocId: string | undefined;
  /** Every doc built: id, path, and the sidebar that navigates to it. */
  docs: { id: string; path: string; sidebar: string | undefined }[];
  /** Drafts left out of this (production) build. */
  draftIds: string[];
  /** Sidebar id → its first page. */
  sidebars: Record<string, { link: { path: string; label: string } | undefined }>;
}

function sidebarLinks(version: VersionContent): Record<string, { link: { path: string; label: string } | undefined }> {
  return Object.fromEntries(
    Object.entries(version.sidebars).map(([id, items]) => {
      const first = flattenSidebar(items)[0];
      return [id, { link: first ? { path: first.href, label: first.label } : undefined }];
    }),
  );
}

/** Builds a version's metadata. Pure. */
export function versionMetadata(version: VersionContent): VersionMetadata {
  const sidebarOfDoc = (id: string) => Object.keys(version.sidebars).find((s) => flattenSidebar(version.sidebars[s]!).some((l) => l.docId === id));
  return {
    name: version.info.name,
    label: version.info.label,
    isLast: version.info.isLast,
    path: version.info.path,
    mainDocId: getMainDoc(version)?.id,
    docs: version.docs.map((d) => ({ id: d.id, path: d.permalink, sidebar: sidebarOfDoc(d.id) })),
    draftIds: version.draftIds,
    sidebars: sidebarLinks(version),
  };
}

/**
 * A version as the theme reads it from global data (the dropdown, the Docs navbar items). `docIds`
 * are the docs `doc` navbar items name: their paths go along, and no others (global data is in
 * every page). Pure.
 */
export function globalVersionData(version: VersionContent, docIds: readonly string[] = []) {
  const docs = Object.fromEntries(docIds.flatMap((id) => {
    const doc = version.docs.find((d) => d.id === id);
    return doc ? [[id, doc.permalink]] : [];
  }));
  return {
    name: version.info.name,
    label: version.info.label,
    path: version.info.path,
    isLast: version.info.isLast,
    mainDocPath: getMainDoc(version)?.permalink ?? version.info.path,
    sidebars: Object.fromEntries(Object.entries(version.sidebars).map(([id, items]) => [id, { link: flattenSidebar(items)[0]?.href ?? version.info.path }])),
    ...(docIds.length ? { docs } : {}),
  };
}
