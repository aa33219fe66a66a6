import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedPage, PageShell, SiteData } from '@folio/client';
import { renderDocument } from './document.ts';
import { extractLinks } from './extract-links.ts';
import type { RenderContext, RenderedPage, RenderJob } from './jobs.ts';

interface ServerEntry {
  renderPageToString(site: SiteData, page: LoadedPage, location: string, Shell: PageShell): string;
  Shell: PageShell;
}

/** Loads server modules once per worker. */
export function createPageRenderer(context: RenderContext) {
  const modules = new Map<string, Promise<any>>();
  const load = (file: string) => {
    let mod = modules.get(file);
    if (!mod) {
      mod = import(pathToFileURL(file).href);
      modules.set(file, mod);
    }
    return mod;
  };
  const entry = load(context.serverEntry) as Promise<ServerEntry>;

  /** Renders one page to its file and returns the links and ids it contains. */
  return async function renderPage(job: RenderJob): Promise<RenderedPage> {
    const [{ renderPageToString, Shell }, component, content] = await Promise.all([
      entry,
      load(job.componentFile),
      job.contentFile ? load(job.contentFile) : undefined,
    ]);
    if (component.default === undefined) {
      throw new Error(`The page component ${job.componentFile} has no default export, so it cannot render. Default-export a component from that module.`);
    }
    const page: LoadedPage = {
      path: job.path,
      title: job.title,
      Component: component.default,
      Content: content?.default,
      props: (job.props ?? {}) as Record<string, unknown>,
      data: Object.fromEntries(Object.entries(job.data).map(([prop, name]) => [prop, context.dataValues[name]])),
      notFound: job.notFound,
    };
    const bodyHtml = renderPageToString(context.site, page, job.path, Shell);
    const html = renderDocument({
      config: context.config,
      version: context.version,
      path: job.path,
      permalink: job.permalink,
      title: job.title,
      head: job.head,
      bodyHtml,
      bootData: { site: context.site, path: job.path, route: job.bootRoute, notFound: job.notFound },
      entryScript: context.entryScript,
      css: context.css,
      modulePreloads: job.modulePreloads,
      jsonPreloads: job.jsonPreloads,
      htmlLang: context.htmlLang,
      direction: context.direction,
      isNotFound: job.notFound,
    });
    await mkdir(path.dirname(job.outFile), { recursive: true });
    await writeFile(job.outFile, html);
    const { hrefs, ids } = extractLinks(bodyHtml);
    return { path: job.path, permalink: job.permalink, sourceFile: job.sourceFile, hrefs, ids };
  };
}
