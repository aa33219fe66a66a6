import type { NavbarItem } from '@folio/core';

/** The sidebar ids of one version. */
export interface VersionSidebarIds {
  name: string;
  sidebarIds: string[];
}

/** A `docSidebar` navbar item that names no sidebar every version has. */
export interface NavbarSidebarProblem {
  /** Config key of the item, e.g. `themeConfig.navbar.items[2]`. */
  key: string;
  sidebarId: string;
  message: string;
}

function describe(item: NavbarItem): string {
  return `docSidebar item${item.label ? ` "${item.label}"` : ''}`;
}

function problemOf(item: NavbarItem, key: string, versions: VersionSidebarIds[]): NavbarSidebarProblem | undefined {
  const sidebarId = item.sidebarId ?? '';
  const all = [...new Set(versions.flatMap((v) => v.sidebarIds))].sort();
  const available = `Available sidebar ids: ${all.join(', ') || 'none'}.`;
  if (!sidebarId) return { key, sidebarId, message: `${key} (${describe(item)}) has no sidebarId. Set sidebarId to one of the docs plugin's sidebars. ${available}` };
  const missing = versions.filter((v) => !v.sidebarIds.includes(sidebarId));
  if (missing.length === 0) return undefined;
  const names = missing.map((v) => v.name).join(', ');
  const having = versions.filter((v) => v.sidebarIds.includes(sidebarId)).map((v) => v.name);
  const partly = having.length ? ` (only ${having.join(', ')} ${having.length > 1 ? 'have' : 'has'} it)` : '';
  return {
    key,
    sidebarId,
    message: `${key} (${describe(item)}): Can't find any sidebar with id "${sidebarId}" in version${missing.length > 1 ? 's' : ''} ${names} of the docs plugin${partly}. ${available} Fix sidebarId, or add the sidebar to the sidebars file.`,
  };
}

/**
 * Checks the `docSidebar` navbar items of one docs plugin (nested dropdown items too) against its
 * versions' sidebars. The item is drawn on every page, in the version being read, the preferred one
 * or the last, so every version must have the sidebar. Pure.
 */
export function checkNavbarSidebars(items: readonly NavbarItem[], pluginId: string, versions: VersionSidebarIds[], key = 'themeConfig.navbar.items'): NavbarSidebarProblem[] {
  return items.flatMap((item, index) => {
    const here = `${key}[${index}]`;
    const own = item.type === 'docSidebar' && (item.docsPluginId ?? 'default') === pluginId ? problemOf(item, here, versions) : undefined;
    return [...(own ? [own] : []), ...checkNavbarSidebars(item.items ?? [], pluginId, versions, `${here}.items`)];
  });
}

/** Line and column (1-based) of `sidebarId: '<id>'` (or another key) in the config text, when it is written literally. Pure. */
export function locateSidebarId(configText: string, sidebarId: string, key = 'sidebarId'): { line: number; column: number } | undefined {
  const escaped = sidebarId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${key}['"]?\\s*:\\s*(['"\`])${escaped}\\1`).exec(configText);
  if (!match) return undefined;
  const before = configText.slice(0, match.index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** The doc ids that `doc` navbar items of one docs plugin name, nested dropdown items too, each once. Pure. */
export function navbarDocIds(items: readonly NavbarItem[], pluginId: string): string[] {
  const ids = items.flatMap((item): string[] => [
    ...(item.type === 'doc' && (item.docsPluginId ?? 'default') === pluginId && item.docId ? [item.docId] : []),
    ...navbarDocIds(item.items ?? [], pluginId),
  ]);
  return [...new Set(ids)];
}

/** The doc ids of one version. */
export interface VersionDocIds {
  name: string;
  docIds: string[];
  /** The version a `doc` item falls back to (`lastVersion`); the first version when none is marked. */
  isLast?: boolean;
}

/**
 * Checks the `doc` navbar items of one docs plugin against its versions' docs. As in Docusaurus, the
 * item links to the doc in the version being read, else the preferred one, else the last version: the
 * last version is always a candidate, so it must have the doc; other versions may lack it (their
 * pages then link to the last version's doc). Pure.
 */
export function checkNavbarDocs(items: readonly NavbarItem[], pluginId: string, versions: VersionDocIds[], key = 'themeConfig.navbar.items'): NavbarSidebarProblem[] {
  const last = versions.find((v) => v.isLast) ?? versions[0];
  return items.flatMap((item, index) => {
    const here = `${key}[${index}]`;
    const nested = checkNavbarDocs(item.items ?? [], pluginId, versions, `${here}.items`);
    if (item.type !== 'doc' || (item.docsPluginId ?? 'default') !== pluginId) return nested;
    const docId = item.docId ?? '';
    if (docId && (!last || last.docIds.includes(docId))) return nested;
    const what = `doc item${item.label ? ` "${item.label}"` : ''}`;
    const message = docId
      ? `${here} (${what}): Can't find any doc with id "${docId}" in version ${last!.name} of the docs plugin, the last version, which the item links to on pages outside the docs and in versions without the doc. Fix docId (a doc's id is its path in the docs folder without the extension, or its front matter id).`
      : `${here} (${what}) has no docId. Set docId to the id of a doc.`;
    return [{ key: here, sidebarId: docId, message }, ...nested];
  });
}
