/** Folio's browser runtime: what theme components and MDX pages may import. */
export { Link, isExternalUrl, type LinkProps } from './Link.tsx';
export { useSiteData, usePage, useGlobalData, useBaseUrl, withBase, SiteContext, PageContext } from './context.ts';
export { createSiteUrl, type SiteUrl } from './site-url.ts';
export { useHtmlClassNames } from './html-class-names.ts';
export { prefetchPath, getPrefetchedPaths, shouldSkipPrefetch, type PrefetchIntent } from './prefetch.ts';
export { MissingDefaultExportError, stripHtmlSuffix, loadPath } from './loader.ts';
export { PROGRESS_DELAY_MS } from './progress.ts';
export { LOADER_DELAY_MS } from './loading.tsx';
export type { PageShell } from './PageHost.tsx';
export type { BootData, ClientRoute, LoadedPage, PageImages, PageProps, SiteData } from './types.ts';
export { useLocation, useNavigate } from 'react-router-dom';
