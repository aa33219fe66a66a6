import path from 'node:path';
import { createSiteUrl } from '@folio/client/site-url';
import { assetUrl } from '../../output/assets.ts';
import { THEME_DIR } from '../../bundle/aliases.ts';
import { findMermaidDist, knownMermaidDist, publishedPath, splitPublishedPath, type MermaidDist } from '../../bundle/mermaid-dist.ts';
import { readModuleGraph } from '../../bundle/module-graph.ts';
import { createStaticHandler } from '../../server/static-handler.ts';
import { sendFresh, type DevHandler, type SiteRequest } from './types.ts';

/** Media names the dev server answers (content-hashed file names, nothing else). */
const MEDIA_NAME = /^[\w.-]+$/;
/** Files on disk are served as they are now: browsers must not keep them. */
const noStore = () => 'no-store';

/** Media that content and the app publish (images, linked files), from the media store. */
export function mediaHandler(mediaDir: string): DevHandler<SiteRequest> {
  const serve = createStaticHandler({ root: mediaDir, cacheControl: noStore });
  return {
    name: 'media',
    handle({ request, response, url, snapshot }) {
      const folder = assetUrl(createSiteUrl(snapshot.config), 'media');
      if (!url.pathname.startsWith(folder)) return false;
      const name = url.pathname.slice(folder.length);
      return MEDIA_NAME.test(name) && serve(request, response, `/${name}`);
    },
  };
}

/** The files of each prebuilt mermaid build served so far, as site paths without the leading slash, by the build's path. */
const mermaidFiles = new Map<string, Promise<Set<string>>>();

function mermaidFilesOf(dist: MermaidDist): Promise<Set<string>> {
  let files = mermaidFiles.get(dist.path);
  if (!files) {
    files = readModuleGraph(dist.entry).then((graph) => new Set([...graph.modules.keys()].map((file) => publishedPath(dist, file))));
    mermaidFiles.set(dist.path, files);
    files.catch(() => mermaidFiles.delete(dist.path));
  }
  return files;
}

/** The build at `distPath`: one found before, or else the one the site or the theme resolves. */
function mermaidDistAt(distPath: string, siteDir: string): MermaidDist | undefined {
  if (!knownMermaidDist(distPath)) for (const dir of [siteDir, THEME_DIR]) findMermaidDist(dir);
  return knownMermaidDist(distPath);
}

/**
 * mermaid's prebuilt browser build, which the app imports instead of bundling mermaid (see
 * bundle/mermaid-plugin.ts), from mermaid's package: its entry and the files the entry imports,
 * nothing else. An app bundle taken from the cache resolved no mermaid in this process: then the
 * mermaid the site and the theme find is looked up.
 */
export const mermaidHandler: DevHandler<SiteRequest> = {
  name: 'mermaid',
  async handle({ request, response, sitePath }, dev) {
    const parts = splitPublishedPath(sitePath);
    if (!parts) return false;
    const dist = mermaidDistAt(parts.distPath, dev.siteDir);
    if (!dist || !(await mermaidFilesOf(dist)).has(`${parts.distPath}/${parts.file}`)) return false;
    return createStaticHandler({ root: dist.dir, cacheControl: noStore })(request, response, `/${parts.file}`);
  },
};

/** The site data's JSON files and the app's scripts and styles, from memory; a script waits while the app is being bundled. */
export const memoryFilesHandler: DevHandler<SiteRequest> = {
  name: 'app and data files',
  async handle({ response, url, snapshot }, dev) {
    const scripts = assetUrl(createSiteUrl(snapshot.config), 'js');
    const file = snapshot.files.get(url.pathname) ?? (url.pathname.startsWith(scripts) ? await dev.session.appFile(url.pathname) : undefined);
    return file !== undefined && sendFresh(response, 200, file.type, file.body);
  },
};

/** The site's static folders, as they are on disk. */
export const staticHandler: DevHandler<SiteRequest> = {
  name: 'static folders',
  handle({ request, response, sitePath, snapshot }, dev) {
    return snapshot.config.staticDirectories.some((dir) => createStaticHandler({ root: path.resolve(dev.siteDir, dir), cacheControl: noStore })(request, response, sitePath));
  },
};

/** Files the post-build phase makes (search, feeds, sitemap, llms.txt, Markdown copies, social cards), made on demand. */
const OUTPUT_FILE = /\.(json|xml|txt|md|png)$/;

/** The post-build files, from the site outputs of the current revision (see createSiteOutputs). */
export const siteOutputsHandler: DevHandler<SiteRequest> = {
  name: 'post-build files',
  async handle({ response, sitePath }, dev) {
    if (!OUTPUT_FILE.test(sitePath)) return false;
    const file = await dev.outputs.get(sitePath);
    return file !== undefined && sendFresh(response, 200, file.type, file.body);
  },
};
