import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toUserError, UserError, type Diagnostic, type Plugin, type PluginContext } from '@folio/core';
import { createCompileCache } from '@folio/markdown';
import { cutDocsVersion } from './cli/version.ts';
import { loadVersion, loadVersionNames } from './load-version.ts';
import { checkNavbarDocs, checkNavbarSidebars, locateSidebarId, navbarDocIds } from './navbar-check.ts';
import { docsOptionsSchema, type DocsOptions, type DocsOptionsInput } from './options.ts';
import { versionsTouchedBy } from './reload.ts';
import { buildVersionRoutes, sidebarDataName, type VersionContent } from './routes.ts';
import { globalVersionData, versionMetadata } from './version-data.ts';
import { buildVersions, CURRENT_VERSION_NAME, type VersionInfo } from './versions.ts';

export { docsOptionsSchema, type DocsOptionsInput } from './options.ts';
export type { VersionMetadata } from './version-data.ts';
export type { SidebarItem } from './sidebars/types.ts';

/** Name of the data file holding a version's metadata (name, label, isLast, path, mainDocId, docs, draftIds, sidebars). */
export function versionDataName(pluginId: string, version: string): string {
  return `docs-${pluginId}-version-${version}`;
}

/** Reports each `docSidebar` or `doc` navbar item naming a sidebar or doc a version lacks: once, at content time, not per page. */
async function reportNavbarSidebars(context: PluginContext, pluginId: string, content: VersionContent[]): Promise<void> {
  const items = context.siteConfig.themeConfig.navbar.items ?? [];
  // A version without sidebars had its sidebars file fail (already reported, with its place): no second error here.
  const versions = content.map((v) => ({ name: v.info.name, sidebarIds: Object.keys(v.sidebars) })).filter((v) => v.sidebarIds.length > 0);
  const sidebarProblems = checkNavbarSidebars(items, pluginId, versions);
  const docProblems = checkNavbarDocs(items, pluginId, content.map((v) => ({ name: v.info.name, docIds: v.docs.map((d) => d.id), isLast: v.info.isLast })));
  if (sidebarProblems.length + docProblems.length === 0) return;
  const file = context.configFile;
  const text = await readFile(path.join(context.siteDir, file), 'utf8').catch(() => '');
  for (const problem of sidebarProblems) context.report({ severity: 'error', file, ...locateSidebarId(text, problem.sidebarId), message: problem.message });
  for (const problem of docProblems) context.report({ severity: 'error', file, ...locateSidebarId(text, problem.sidebarId, 'docId'), message: problem.message });
}

/** The docs plugin: versioned docs with sidebars, Docusaurus-compatible. */
export default function docsPlugin(context: PluginContext, rawOptions: DocsOptionsInput = {}): Plugin<VersionContent[]> {
  const parsed = docsOptionsSchema.safeParse(rawOptions);
  if (!parsed.success) throw toUserError(parsed.error, context.configFile, 'content-docs plugin options', rawOptions);
  const options: DocsOptions = parsed.data;
  const versionsRoot = path.dirname(options.path);
  const cache = createCompileCache(path.join(context.cacheDir, 'markdown'));
  /** The problems each loaded version reported, to report again when a reload keeps it. */
  const reports = new WeakMap<VersionContent, Diagnostic[]>();
  const loadRecorded = async (info: VersionInfo): Promise<VersionContent> => {
    const recorded: Diagnostic[] = [];
    const report = (diagnostic: Diagnostic) => {
      recorded.push(diagnostic);
      context.report(diagnostic);
    };
    const version = await loadVersion({ context: { ...context, report }, options, info, cache, versionsRoot });
    reports.set(version, recorded);
    return version;
  };

  return {
    name: 'content-docs',
    commands: {
      'docs:version': {
        usage: 'folio docs:version <name> [siteDir]',
        async run([name]) {
          if (!name) throw new UserError('Usage: folio docs:version <name> [siteDir]');
          await cutDocsVersion({ siteDir: context.siteDir, name, docsPath: options.path, sidebarPath: options.sidebarPath });
          context.logger.success(`Cut docs version ${name}: ${versionsRoot}/versioned_docs/version-${name}`);
        },
      },
    },
    watchPaths: () => [path.resolve(context.siteDir, versionsRoot)],
    async loadContent() {
      const versions = buildVersions(await loadVersionNames(context.siteDir, versionsRoot), options, versionsRoot);
      return Promise.all(versions.map(loadRecorded));
    },
    async reloadContent({ previous, changedFiles }) {
      const versions = buildVersions(await loadVersionNames(context.siteDir, versionsRoot), options, versionsRoot);
      const touched = versionsTouchedBy(context.siteDir, versions, changedFiles);
      const before = new Map(previous.map((version) => [version.info.name, version]));
      return Promise.all(versions.map((info) => {
        const kept = before.get(info.name);
        if (!touched || touched.has(info.name) || !kept || JSON.stringify(kept.info) !== JSON.stringify(info)) return loadRecorded(info);
        // The version is as it was: its problems still stand, so they are reported again.
        for (const diagnostic of reports.get(kept) ?? []) context.report(diagnostic);
        return kept;
      }));
    },
    async contentLoaded({ content, actions }) {
      await reportNavbarSidebars(context, options.id, content);
      const routeOptions = {
        pluginId: options.id,
        editUrl: options.editUrl,
        breadcrumbs: options.breadcrumbs,
        tagsBasePath: options.tagsBasePath,
        versionDocsDirPath: (v: VersionInfo) => (v.name === CURRENT_VERSION_NAME ? options.path : v.contentPath),
      };
      for (const version of content) {
        for (const [sidebarId, items] of Object.entries(version.sidebars)) actions.createData(sidebarDataName(options.id, version.info.name, sidebarId), items);
        for (const route of buildVersionRoutes(version, content, routeOptions)) actions.addRoute(route);
        actions.createData(versionDataName(options.id, version.info.name), versionMetadata(version));
      }
      const docIds = navbarDocIds(context.siteConfig.themeConfig.navbar.items ?? [], options.id);
      actions.setGlobalData({ [options.id]: { path: `/${options.routeBasePath}`.replace(/\/{2,}/g, '/'), versions: content.map((version) => globalVersionData(version, docIds)), ...(options.breadcrumbs ? {} : { breadcrumbs: false }) } });
    },
  };
}
