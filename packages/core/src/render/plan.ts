import path from 'node:path';
import type { ClientRoute, SiteData } from '@folio/client';
import type { SiteConfig } from '../config/schema.ts';
import type { BundleResult } from '../bundle/bundle.ts';
import type { FinalRoute } from '../plugin/types.ts';
import { buildSections, sectionPieces } from '@folio/client/route-table';
import { normalizeRoutePath } from '../routes/paths.ts';
import type { RenderJob } from './jobs.ts';

/** The full document title: `Page | Site`, or the site title alone. */
export function toDocumentTitle(pageTitle: string | undefined, siteTitle: string): string {
  return pageTitle && pageTitle !== siteTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
}

type WriteJson = (kind: string, name: string, value: unknown) => Promise<string>;

/** Inputs for planning the render of every route. */
export interface PlanInput {
  config: SiteConfig;
  version: string;
  outDir: string;
  routes: FinalRoute[];
  notFound: FinalRoute;
  /** Module id (`@theme/X` or a path) → resolved file. */
  resolveComponent(id: string): string;
  /** Where bundled modules are; the server half is absent in development, where nothing is prerendered. */
  bundle: Pick<BundleResult, 'entry' | 'client'> & Partial<Pick<BundleResult, 'server'>>;
  globalData: Record<string, unknown>;
  data: ReadonlyMap<string, unknown>;
  writeJson: WriteJson;
}

/** Writes props, data and the split route table, and returns a render job per route plus the site data. */
export async function planRender(input: PlanInput): Promise<{ jobs: RenderJob[]; site: SiteData; clientRoutes: Map<string, ClientRoute> }> {
  const entryImports = new Set([input.bundle.entry.script, ...input.bundle.entry.imports]);
  const dataUrls = new Map<string, string>();
  for (const [name, value] of input.data) dataUrls.set(name, await input.writeJson('data', name, value));

  const toClientRoute = async (route: FinalRoute): Promise<{ client: ClientRoute; modules: string[]; json: string[] }> => {
    const component = input.bundle.client.get(input.resolveComponent(route.component))!;
    const content = route.content ? input.bundle.client.get(route.content) : undefined;
    const props = route.props === undefined ? undefined : await input.writeJson('props', path.basename(route.outFile, '.html') === 'index' ? path.dirname(route.outFile) : route.outFile, route.props);
    const data = route.data ? Object.fromEntries(Object.entries(route.data).map(([prop, name]) => {
      const url = dataUrls.get(name);
      if (!url) throw new Error(`Route ${route.path} names data "${name}" that no plugin created.`);
      return [prop, url];
    })) : undefined;
    const modules = [component.url, ...component.imports, ...(content ? [content.url, ...content.imports] : [])];
    // What the page's two modules import statically beyond the entry's chunks (loaded by every page):
    // the browser fetches these ahead of a click with the modules themselves.
    const imports = [...new Set([...component.imports, ...(content?.imports ?? [])])].filter((url) => !entryImports.has(url) && url !== component.url && url !== content?.url);
    // What the page imports on demand once shown, for a prefetch to take too.
    const listed = new Set([...imports, ...modules]);
    const lazy = [...new Set([...(component.lazy ?? []), ...(content?.lazy ?? [])])].filter((url) => !entryImports.has(url) && !listed.has(url));
    const client: ClientRoute = {
      c: component.url,
      ...(content ? { m: content.url } : {}),
      ...(imports.length ? { i: imports } : {}),
      ...(lazy.length ? { l: lazy } : {}),
      ...(props ? { p: props } : {}),
      ...(data ? { d: data } : {}),
      t: toDocumentTitle(route.head?.title, input.config.title),
    };
    return { client, modules, json: [...(props ? [props] : []), ...Object.values(data ?? {})] };
  };

  const allRoutes = [...input.routes, input.notFound];
  const plannedList = await Promise.all(allRoutes.map(toClientRoute));
  const planned = new Map(allRoutes.map((route, i) => [route, plannedList[i]!]));

  const table = new Map(input.routes.map((r) => [normalizeRoutePath(r.path), planned.get(r)!.client]));
  const sections: Record<string, string | string[]> = {};
  for (const [prefix, paths] of buildSections([...table.keys()])) {
    const name = prefix === '/' ? 'root' : prefix;
    const write = (file: string, members: string[]) => input.writeJson('routes', file, Object.fromEntries(members.map((p) => [p, table.get(p)])));
    const pieces = sectionPieces(paths);
    // A flat folder too large for one piece is split by a hash of the path the browser recomputes.
    sections[prefix] = pieces.length === 1 ? await write(name, pieces[0]!) : await Promise.all(pieces.map((members, i) => write(`${name}-${i}`, members)));
  }
  const { config } = input;
  const locale = config.i18n.defaultLocale;
  // Code colours are CSS (see prismThemeCssFile): the theme objects stay out of every page's data.
  const { theme: _light, darkTheme: _dark, ...prism } = config.themeConfig.prism;
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    themeConfig: { ...config.themeConfig, prism },
    customFields: config.customFields,
    i18n: { defaultLocale: locale, currentLocale: locale, locales: config.i18n.locales, localeConfigs: config.i18n.localeConfigs },
    globalData: input.globalData,
    sections,
    notFound: planned.get(input.notFound)!.client,
    version: input.version,
  };
  const jobs: RenderJob[] = [...input.routes, input.notFound].map((route) => {
    const plan = planned.get(route)!;
    return {
      path: route === input.notFound ? '/404.html' : route.path,
      permalink: route.permalink,
      outFile: path.join(input.outDir, route.outFile),
      title: plan.client.t,
      head: route.head ?? {},
      componentFile: input.bundle.server?.get(input.resolveComponent(route.component)) ?? '',
      contentFile: route.content ? input.bundle.server?.get(route.content) : undefined,
      props: route.props,
      data: route.data ?? {},
      bootRoute: plan.client,
      notFound: route === input.notFound,
      modulePreloads: [...new Set([...input.bundle.entry.imports, ...plan.modules.filter((m) => !entryImports.has(m))])],
      jsonPreloads: plan.json,
      sourceFile: route.sourceFile,
    };
  });
  return { jobs, site, clientRoutes: table };
}
