import { loadPage } from './loader.ts';
import type { ClientRoute, LoadedPage, PageImages, SiteData } from './types.ts';

/** Pages a hover has loaded, by path, ready for the click to show at once. */
const readyPages = new Map<string, LoadedPage>();

/**
 * The page of `path` as a hover loaded it (its modules run, its props and data read), or undefined.
 * Not in development, where the page may have changed since (the development server pushes updates).
 */
export function readyPage(site: SiteData, path: string): LoadedPage | undefined {
  return site.dev ? undefined : readyPages.get(path);
}

/** Images this runtime loaded ahead of time, by URL: kept, so the document's image cache keeps them until the page shows them. */
const warmedImages = new Map<string, Promise<void>>();

/**
 * Loads one image into the document's image cache at low priority, once: an `<img>` of the same
 * URL drawn later in this document takes it from there, with no request. Resolves once it is in
 * (or failed: the page's own `<img>` reports that).
 */
function warmImage(url: string): Promise<void> {
  let load = warmedImages.get(url);
  if (!load) {
    const image = new Image();
    image.fetchPriority = 'low';
    image.decoding = 'async';
    load = new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    });
    image.src = url;
    warmedImages.set(url, load);
  }
  return load;
}

/**
 * What a hover adds to a route's prefetch, once its files are in: the page is loaded as a click
 * would load it (its modules run, its props and data read), so the click only renders it (see
 * readyPage); and the images its component module names through a `pageImages` export are
 * loaded. Not done for a link that merely came into view: running code and loading images is for
 * the link about to be clicked. Failures are left for the click to report.
 */
export async function warmPage(site: SiteData, route: ClientRoute, path: string): Promise<void> {
  const [page, module] = await Promise.all([loadPage(route, path), import(/* @vite-ignore */ route.c) as Promise<{ pageImages?: PageImages }>]);
  readyPages.set(path, page);
  const images = typeof module.pageImages === 'function' ? module.pageImages(page, site) : [];
  await Promise.all(images.map(warmImage));
}
