import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { locateInYaml, parseJsonFile, UserError, type PluginContext } from '@folio/core';
import type { CompileCache } from '@folio/markdown';
import { loadCategoryMetadata, type CategoryMetadata } from './category.ts';
import { resolveMarkdownLinks } from './links.ts';
import { listDocFiles, loadVersionDocs } from './load-docs.ts';
import type { DocsOptions } from './options.ts';
import type { VersionContent } from './types.ts';
import { loadSidebarsFile } from './sidebars/load.ts';
import { resolveSidebars, type ResolvedSidebars } from './sidebars/resolve.ts';
import { SidebarError } from './sidebars/types.ts';
import type { VersionInfo } from './versions.ts';

/** Reads `versions.json` next to the docs folder: a list of version names, newest first. */
export async function loadVersionNames(siteDir: string, versionsRoot: string): Promise<string[]> {
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

async function failMissingFolder(info: VersionInfo, versionsRoot: string, siteDir: string): Promise<never> {
  const file = path.join(versionsRoot, 'versions.json');
  const names = await readFile(path.resolve(siteDir, file), 'utf8').catch(() => '[]');
  const index = (JSON.parse(names) as unknown[]).indexOf(info.name);
  const place = index >= 0 ? locateInYaml(names, [index]) : undefined;
  throw new UserError(`${file}${place ? `:${place.line}:${place.column}` : ''} Version "${info.name}" is listed, but its folder ${info.contentPath} does not exist. Create it (folio docs:version) or remove the version.`);
}

/** Loads one version: its docs (drafts left out of production builds), sidebars and Markdown link maps. Problems are reported. */
export async function loadVersion(args: { context: PluginContext; options: DocsOptions; info: VersionInfo; cache: CompileCache; versionsRoot: string }): Promise<VersionContent> {
  const { context, options, info } = args;
  const dir = path.resolve(context.siteDir, info.contentPath);
  if (!existsSync(dir)) await failMissingFolder(info, args.versionsRoot, context.siteDir);
  // The sidebars file loads while the docs do: a sidebars.ts is bundled by esbuild, whose service
  // may be busy with the dev server's app bundle by the time the docs are read.
  const sidebarsLoading = loadSidebarsFile(context.siteDir, info.sidebarFilePath);
  sidebarsLoading.catch(() => undefined);
  const loaded = await loadVersionDocs({ context, options, version: info, cache: args.cache });
  // `draft` is only set in production builds: in development drafts are ordinary docs.
  const docs = loaded.filter((d) => !d.draft);
  const draftIds = loaded.filter((d) => d.draft).map((d) => d.id);
  const { sidebars: input, file } = await sidebarsLoading;
  const categories = await loadCategories(dir, context);
  let resolved: ResolvedSidebars = { sidebars: {}, generatedIndexes: [] };
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
      draftIds: new Set(draftIds),
    });
  } catch (error) {
    if (!(error instanceof SidebarError)) throw error;
    context.report({ severity: 'error', file, message: error.message.replace(`${file}: `, '') });
  }
  return { info, docs, draftIds, sidebars: resolved.sidebars, generatedIndexes: resolved.generatedIndexes, linkMaps: await linkMapsOf(context, info, dir, loaded, docs) };
}

async function linkMapsOf(context: PluginContext, info: VersionInfo, dir: string, loaded: VersionContent['docs'], docs: VersionContent['docs']): Promise<Map<string, Record<string, string>>> {
  // Docusaurus 3.9 moved the option under markdown.hooks; set there, it wins.
  const severity = context.siteConfig.markdown.hooks.onBrokenMarkdownLinks ?? context.siteConfig.onBrokenMarkdownLinks;
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
  return linkMaps;
}
