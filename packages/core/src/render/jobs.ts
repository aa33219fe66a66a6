import type { ClientRoute, SiteData } from '@folio/client';
import type { PageSearchDocument, RouteHead } from '../plugin/types.ts';
import type { DocumentSiteConfig } from './types.ts';

/** One page to render. Plain data: it crosses to a worker thread. */
export interface RenderJob {
  path: string;
  permalink: string;
  /** Absolute output file. */
  outFile: string;
  title: string;
  head: RouteHead;
  componentFile: string;
  contentFile?: string | undefined;
  props: unknown;
  /** Prop name → data name (values are sent once per worker). */
  data: Record<string, string>;
  bootRoute: ClientRoute;
  notFound: boolean;
  modulePreloads: string[];
  jsonPreloads: string[];
  sourceFile?: string | undefined;
  /** Where the render cache keeps this page's body once rendered. */
  cacheFile?: string | undefined;
}

/** Shared by every job of one build; sent once to each worker. */
export interface RenderContext {
  serverEntry: string;
  site: SiteData;
  config: DocumentSiteConfig;
  version: string;
  entryScript: string;
  css: string[];
  htmlLang: string;
  direction: string;
  dataValues: Record<string, unknown>;
}

/**
 * What a render worker is asked: a batch of pages (with the context when the worker was started
 * before it was known, under a key that changes with it), or `{ warm: true }` to load what
 * rendering needs ahead of the pages.
 */
export type RenderTask = { jobs: RenderJob[]; context?: { key: string; value: RenderContext } | undefined } | { warm: true };

/** What rendering a page reports back: what the link checker and postBuild need, never the HTML itself. */
export interface RenderedPage {
  path: string;
  permalink: string;
  /** Absolute output file. */
  outFile: string;
  sourceFile?: string | undefined;
  hrefs: string[];
  ids: string[];
  /** The page's searchable content, read from its body as it was rendered. */
  search?: PageSearchDocument | undefined;
}

/** A page that failed to render. */
export interface RenderFailure {
  path: string;
  sourceFile?: string | undefined;
  message: string;
}
