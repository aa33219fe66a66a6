/** Splitting a list of posts into pages: `/blog`, `/blog/page/2` ... Pure. */
import type { BlogPaginationProps } from './props.ts';

/** Where a list page sits among its siblings. */
export type PaginationInfo = BlogPaginationProps;

/** One page of items. */
export interface ItemsPage<T> {
  items: T[];
  pagination: PaginationInfo;
}

/** Joins URL path segments with single slashes; always starts with `/`, never ends with one (but `/`). */
export function joinPath(...parts: string[]): string {
  const joined = `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
  return joined;
}

/** Route path of page `n` of a list at `basePath`: the base itself for page 1, `<base>/page/<n>` after. */
export function pagePermalink(basePath: string, pageBasePath: string, page: number): string {
  return page === 1 ? joinPath(basePath) : joinPath(basePath, pageBasePath, String(page));
}

/**
 * Splits items into pages of `perPage` (`'ALL'`: one page). An empty list still gives one, empty,
 * page so the list route exists.
 */
export function paginate<T>(items: readonly T[], perPage: number | 'ALL', basePath: string, pageBasePath = 'page'): ItemsPage<T>[] {
  const size = perPage === 'ALL' ? Math.max(items.length, 1) : perPage;
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const pages: ItemsPage<T>[] = [];
  for (let page = 1; page <= totalPages; page++) {
    pages.push({
      items: items.slice((page - 1) * size, page * size),
      pagination: {
        page,
        totalPages,
        totalItems: items.length,
        permalink: pagePermalink(basePath, pageBasePath, page),
        previous: page > 1 ? pagePermalink(basePath, pageBasePath, page - 1) : undefined,
        next: page < totalPages ? pagePermalink(basePath, pageBasePath, page + 1) : undefined,
      },
    });
  }
  return pages;
}
