import { joinKey, type ReportSkipped } from './fit.ts';
import { sameValue } from './notes.ts';

/** Options of docusaurus-lunr-search at their defaults (README of 3.x), where Folio's search behaves the same. */
const LUNR_DEFAULTS: Record<string, unknown> = { languages: ['en'], indexBaseUrl: false, includeRoutes: [], stopWords: [], excludeTags: [], disableVersioning: false };
const LUNR_WHY: Record<string, string> = {
  languages: 'Folio searches English text only',
  indexBaseUrl: 'Folio indexes docs and blog pages, not the home page',
  includeRoutes: 'Folio indexes docs and blog pages; use excludeRoutes to leave some out',
  stopWords: "Folio keeps lunr's English stop words",
  excludeTags: 'Folio indexes the text of every element of a page',
  disableVersioning: 'Folio keeps one index per docs version and shows the version with each result',
};

/** Options of @easyops-cn/docusaurus-search-local at their defaults, or that only say what Folio already knows (where the docs and blog are). */
const LOCAL_DEFAULTS: Record<string, unknown> = {
  hashed: false,
  language: 'en',
  docsDir: 'docs',
  blogDir: 'blog',
  blogRouteBasePath: 'blog',
  removeDefaultStopWordFilter: false,
  removeDefaultStemmer: false,
  searchResultContextMaxLength: 50,
  explicitSearchResultPath: false,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarPosition: 'auto',
  indexDocSidebarParentCategories: 0,
  hideSearchBarWithNoSearchContext: false,
  useAllContextsWithNoSearchContext: false,
  forceIgnoreNoIndex: false,
  ignoreCssSelectors: [],
};
/** Options that only locate content Folio finds through its plugins: any value is fine. */
const LOCAL_LOCATING = new Set(['docsDir', 'blogDir', 'blogRouteBasePath', 'hashed']);

function withSlash(routePath: string): string {
  return `/${routePath.replace(/^\/+|\/+$/g, '')}`;
}

/** Reports an option `why` it is skipped, unless it is at the default. */
function skipUnlessDefault(options: Record<string, unknown>, name: string, defaults: Record<string, unknown>, key: string, skip: ReportSkipped, why: string): void {
  if (!(name in options) || options[name] === undefined) return;
  if (name in defaults && sameValue(options[name], defaults[name])) return;
  skip(joinKey(key, name), `${why}; skipped`);
}

/**
 * Folio search options for docusaurus-lunr-search's: `excludeRoutes` (added to Folio's own
 * exclusions), `highlightResult`, `maxHits`, `assetUrl`; the rest is reported. Pure but for `skip`.
 */
export function mapLunrSearch(options: Record<string, unknown>, key: string, defaults: { excludeRoutes: string[] }, skip: ReportSkipped): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(options)) {
    const value = options[name];
    if (name === 'excludeRoutes' && Array.isArray(value)) out.excludeRoutes = [...defaults.excludeRoutes, ...value.filter((v): v is string => typeof v === 'string')];
    else if (name === 'highlightResult' && typeof value === 'boolean') out.highlightResult = value;
    else if (name === 'maxHits' && Number.isInteger(Number(value))) out.maxHits = Number(value);
    else if (name === 'assetUrl' && typeof value === 'string') out.assetUrl = value;
    else skipUnlessDefault(options, name, LUNR_DEFAULTS, key, skip, LUNR_WHY[name] ?? 'Folio has no such search option');
  }
  return out;
}

/**
 * Folio search options for @easyops-cn/docusaurus-search-local's: what to index (`indexDocs`,
 * `indexBlog`, `indexPages`), `docsRouteBasePath`, `highlightSearchTermsOnTargetPage`,
 * `searchResultLimits`, `ignoreFiles` (strings); the rest is reported unless at its default.
 * Pure but for `skip`.
 */
export function mapLocalSearch(options: Record<string, unknown>, key: string, defaults: { excludeRoutes: string[] }, skip: ReportSkipped): Record<string, unknown> {
  const include = [
    options.indexDocs !== false && 'content-docs',
    options.indexBlog !== false && 'content-blog',
    options.indexPages === true && 'content-pages',
  ].filter((name): name is string => typeof name === 'string');
  const out: Record<string, unknown> = { include, maxHits: 8 };
  for (const name of Object.keys(options)) {
    const value = options[name];
    if (['indexDocs', 'indexBlog', 'indexPages'].includes(name) || LOCAL_LOCATING.has(name)) continue;
    if (name === 'docsRouteBasePath' && (typeof value === 'string' || Array.isArray(value))) {
      const [first, ...others] = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
      if (first !== undefined) out.docsRouteBasePath = withSlash(first);
      if (others.length) skip(joinKey(key, name), `Folio's search knows one docs plugin; ${others.join(', ')} skipped`);
    } else if (name === 'highlightSearchTermsOnTargetPage' && typeof value === 'boolean') out.highlightResult = value;
    else if (name === 'searchResultLimits' && Number.isInteger(value)) out.maxHits = value;
    else if (name === 'ignoreFiles' && Array.isArray(value)) {
      const patterns = value.filter((v): v is string => typeof v === 'string');
      out.excludeRoutes = [...defaults.excludeRoutes, ...patterns];
      if (patterns.length < value.length) skip(joinKey(key, name), 'Folio matches routes with path patterns, not regular expressions; the regular expressions are skipped');
    } else skipUnlessDefault(options, name, LOCAL_DEFAULTS, key, skip, 'Folio has no such search option');
  }
  return out;
}
