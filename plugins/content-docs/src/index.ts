import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { locateInYaml, parseJsonFile, toUserError, UserError, type Plugin, type PluginContext } from '@folio/core';
import { createCompileCache } from '@folio/markdown';
import { loadCategoryMetadata, type CategoryMetadata } from './category.ts';
import { cutDocsVersion } from './cli/version.ts';
import { resolveMarkdownLinks } from './links.ts';
import { listDocFiles, loadVersionDocs } from './load-docs.ts';
import { docsOptionsSchema, type DocsOptions, type DocsOptionsInput } from './options.ts';
import { buildVersionRoutes, getMainDoc, sidebarDataName, type VersionContent } from './routes.ts';
import { loadSidebarsFile } from './sidebars/load.ts';
import { flattenSidebar } from './sidebars/navigation.ts';
import { resolveSidebars } from './sidebars/resolve.ts';
import { SidebarError } from './sidebars/types.ts';
import { buildVersions, CURRENT_VERSION_NAME, type VersionInfo } from './versions.ts';

export type { DocsOptionsInput } from './options.ts';

/** Reads `versions.json` next to the docs folder: a list of version names, newest first. */
async function loadVersionNames(siteDir: string, versionsRoot: string): Promise<string[]> {
  const file = path.join(siteDir, versionsRoot, 'versions.json');
  if (!existsSync(file)) return [];
  const label = path.relative(siteDir, file);
  const raw = parseJsonFile(await readFile(file, 'utf8'), label);
  if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string' || v.trim() === '')) {
    throw new UserError(`${label}: expected a list of version names such as ["2.0", "1.0"], received ${JSON.stringify(raw)}`);
  }
  return raw as string[];
}

async function loadCategories(dir: string, context: PluginContext): Promise<Map<string, CategoryMetadata>> {
  const categories = new Map<string, CategoryMetadata>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(entry.parentPath, entry.name);
    const meta = await loadCategoryMetadata(folder, ({ file, line, column, message }) => context.report({ severity: 'error', file, line, column, message }));
    if (meta) categories.set(path.relative(dir, folder).split(path.sep).join('/'), meta);
  }
  return categories;
}

/** The docs plugin: versioned docs with sidebars, Docusaurus-compatible. */
export default function docsPlugin(context: PluginContext, rawOptions: DocsOptionsInput = {}): Plugin<VersionContent[]> {
  const parsed = docsOptionsSchema.safeParse(rawOptions);
  if (!parsed.success) throw toUserError(parsed.error, 'site.config.ts', 'content-docs plugin options', rawOptions);
  const options: DocsOptions = parsed.data;
  const versionsRoot = path.dirname(options.path);
  const cache = createCompileCache(path.join(context.cacheDir, 'markdown'));
  const severity = context.siteConfig.onBrokenMarkdownLinks;

  const loadVersion = async (info: VersionInfo): Promise<VersionContent> => {
    const dir = path.resolve(context.siteDir, info.contentPath);
    if (!existsSync(dir)) {
      const file = path.join(versionsRoot, 'versions.json');
      const names = await readFile(path.resolve(context.siteDir, file), 'utf8').catch(() => '[]');
      const index = (JSON.parse(names) as unknown[]).indexOf(info.name);
      const place = index >= 0 ? locateInYaml(names, [index]) : undefined;
      throw new UserError(`${file}${place ? `:${place.line}:${place.column}` : ''} Version "${info.name}" is listed, but its folder ${info.contentPath} does not exist. Create it (folio docs:version) or remove the version.`);
    }
    const loaded = await loadVersionDocs({ context, options, version: info, cache });
    const production = context.mode === 'production';
    const docs = loaded.filter((d) => !(production && d.draft));
    const draftIds = loaded.filter((d) => d.draft).map((d) => d.id);
    const { sidebars: input, file } = await loadSidebarsFile(context.siteDir, info.sidebarFilePath);
    const categories = await loadCategories(dir, context);
    let resolved: ReturnType<typeof resolveSidebars> = { sidebars: {}, generatedIndexes: [] };
    try {
      resolved = resolveSidebars({
        sidebars: input,
        docs: docs.map((d) => ({ id: d.id, relativePath: d.relativePath, permalink: d.permalink, title: d.title, label: d.frontMatter.sidebar_label, position: d.frontMatter.sidebar_position, className: d.frontMatter.sidebar_class_name, hidden: d.unlisted })),
        categories,
        versionPath: info.path,
        versionName: info.name,
        sidebarFile: file,
        collapsible: options.sidebarCollapsible,
        collapsed: options.sidebarCollapsed,
      });
    } catch (error) {
      if (!(error instanceof SidebarError)) throw error;
      context.report({ severity: 'error', file, message: error.message.replace(`${file}: `, '') });
    }
    const byPath = new Map(docs.map((d) => [d.relativePath, d.permalink]));
    // Docs that failed to load are already reported; links to them are not missing docs as well.
    const failed = new Set(await listDocFiles(dir));
    for (const doc of loaded) failed.delete(doc.relativePath);
    const linkMaps = new Map<string, Record<string, string>>();
    for (const doc of docs) {
      const { map, broken } = resolveMarkdownLinks(doc.relativePath, doc.compiled.links, (p) => byPath.get(p) ?? (failed.has(p) ? '' : undefined));
      linkMaps.set(doc.relativePath, map);
      if (severity === 'ignore') continue;
      for (const link of broken) {
        context.report({ severity: severity === 'throw' ? 'error' : 'warning', file: doc.source, line: link.line, column: link.column, message: `Markdown link to a missing doc "${link.url}": no such file in version ${info.name}. Fix the path or create the doc.` });
      }
    }
    return { info, docs, draftIds, sidebars: resolved.sidebars, generatedIndexes: resolved.generatedIndexes, linkMaps };
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
      return Promise.all(versions.map(loadVersion));
    },
    contentLoaded({ content, actions }) {
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
        const mainDoc = getMainDoc(version);
        actions.createData(`docs-${options.id}-version-${version.info.name}`, {
          name: version.info.name,
          label: version.info.label,
          isLast: version.info.isLast,
          path: version.info.path,
          mainDocId: mainDoc?.id,
          docs: version.docs.map((d) => ({ id: d.id, path: d.permalink, sidebar: Object.keys(version.sidebars).find((s) => flattenSidebar(version.sidebars[s]!).some((l) => l.docId === d.id)) })),
          draftIds: version.draftIds,
          sidebars: Object.fromEntries(Object.entries(version.sidebars).map(([id, items]) => [id, { link: flattenSidebar(items)[0] }])),
        });
      }
      actions.setGlobalData({
        [options.id]: {
          path: `/${options.routeBasePath}`.replace(/\/{2,}/g, '/'),
          versions: content.map((v) => ({
            name: v.info.name,
            label: v.info.label,
            path: v.info.path,
            isLast: v.info.isLast,
            mainDocPath: getMainDoc(v)?.permalink ?? v.info.path,
            sidebars: Object.fromEntries(Object.entries(v.sidebars).map(([id, items]) => [id, { link: flattenSidebar(items)[0]?.href ?? v.info.path }])),
          })),
        },
      });
    },
  };
}
