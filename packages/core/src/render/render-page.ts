import { mkdir } from 'node:fs/promises';
import { writeFileWhole } from '@folio/markdown';
import { writeNewFile } from '../output/output-target.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedPage, PageShell, SiteData } from '@folio/client';
import type { PageSearchDocument } from '../plugin/types.ts';
import { encodeRenderEntry } from './cache.ts';
import { renderDocumentAround } from './document.ts';
import { jsonForScriptWithSite } from './escape.ts';
import { extractLinks } from './extract-links.ts';
import type { RenderContext, RenderedPage, RenderJob } from './jobs.ts';

interface ServerEntry {
  renderPage(site: SiteData, page: LoadedPage, location: string, Shell: PageShell): { body: string; htmlClassName: string };
  Shell: PageShell;
}

/** A rendered page body and what the link checker and postBuild need from it: what the render cache keeps. */
export interface RenderedBody {
  body: string;
  /** Classes the page's components put on `<html>` (Docusaurus's `plugin-docs docs-doc-page` …). */
  htmlClassName: string;
  hrefs: string[];
  ids: string[];
  /** Its searchable content (null when it has none). */
  search: PageSearchDocument | null;
}

/** A rendered body read back from the render cache: the body as its UTF-8 bytes. */
export type CachedBody = Omit<RenderedBody, 'body'> & { body: Uint8Array };

/** Writes a page's file, making its folder: by default a new file (the output may hold hard links to the previous build's). */
export type PageWriter = (file: string, html: string | Uint8Array) => Promise<void>;

async function writeNewPage(file: string, html: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeNewFile(file, html);
}

/**
 * Wraps a rendered body in the page's document, writes it, and returns what the link checker and
 * postBuild need. A body from the render cache (bytes) is written between the document's two
 * halves as it is.
 */
export async function writePage(job: RenderJob, context: RenderContext, rendered: RenderedBody | CachedBody, write: PageWriter = writeNewPage): Promise<RenderedPage> {
  const { before, after } = renderDocumentAround({
    config: context.config,
    version: context.version,
    path: job.path,
    permalink: job.permalink,
    title: job.title,
    head: job.head,
    htmlClassName: rendered.htmlClassName,
    // The build's site data is the same object for every page: written out once.
    bootDataJson: jsonForScriptWithSite(context.site, { path: job.path, route: job.bootRoute, notFound: job.notFound }),
    entryScript: context.entryScript,
    css: context.css,
    modulePreloads: job.modulePreloads,
    jsonPreloads: job.jsonPreloads,
    htmlLang: context.htmlLang,
    direction: context.direction,
    isNotFound: job.notFound,
  });
  const { body } = rendered;
  await write(job.outFile, typeof body === 'string' ? `${before}${body}${after}` : Buffer.concat([Buffer.from(before), body, Buffer.from(after)]));
  return { path: job.path, permalink: job.permalink, outFile: job.outFile, sourceFile: job.sourceFile, hrefs: rendered.hrefs, ids: rendered.ids, ...(rendered.search ? { search: rendered.search } : {}) };
}

/** Stores a rendered body under its cache file, atomically (a torn entry must never be read back). */
async function storeBody(file: string, rendered: RenderedBody): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileWhole(file, encodeRenderEntry(rendered));
}

/**
 * What every page's server render loads, imported ahead of the first page (a render worker started
 * while the site is still bundled): the HTML parser of search documents, and React with its server
 * renderer as the server bundle imports them (from the site's packages; the bundle and the worker
 * script both live in the site's cache folder, so the same module instances).
 */
export async function preloadRenderer(): Promise<void> {
  const shared = ['react', 'react/jsx-runtime', 'react-dom/server'];
  // Resolved by Node from the worker script in the cache folder, as the server bundle's imports are.
  await Promise.all([import('./search-document.ts'), ...shared.map((specifier) => import(specifier))]);
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
  // The HTML parser loads with the first page rendered: a build whose pages all come from the render cache never needs it.
  const searchDocuments = import('./search-document.ts');

  /** Renders one page to its file (and its body to the render cache) and returns the links and ids it contains. */
  return async function renderPage(job: RenderJob): Promise<RenderedPage> {
    const [{ renderPage, Shell }, { extractSearchDocument }, component, content] = await Promise.all([
      entry,
      searchDocuments,
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
    const { body, htmlClassName } = renderPage(context.site, page, job.path, Shell);
    const rendered: RenderedBody = { body, htmlClassName, ...extractLinks(body), search: extractSearchDocument(body) ?? null };
    if (job.cacheFile) await storeBody(job.cacheFile, rendered);
    return writePage(job, context, rendered);
  };
}
