/**
 * Names of the Docusaurus 3.6 client modules (`@docusaurus/<module>`, the theme's and the content
 * plugins' client modules included) and their exports, for
 * telling "Folio lacks this" from "Docusaurus has no such thing either".
 */
export const DOCUSAURUS_EXPORTS: Record<string, string[]> = {
  BrowserOnly: ['default'],
  ComponentCreator: ['default'],
  ErrorBoundary: ['default'],
  ExecutionEnvironment: ['default'],
  Head: ['default'],
  Interpolate: ['default', 'interpolate'],
  Link: ['default'],
  Noop: ['default'],
  Translate: ['default', 'translate'],
  constants: ['DEFAULT_PLUGIN_ID'],
  isInternalUrl: ['default', 'hasProtocol'],
  renderRoutes: ['default'],
  router: ['useHistory', 'useLocation', 'Redirect', 'matchPath'],
  useBaseUrl: ['default', 'useBaseUrlUtils'],
  useBrokenLinks: ['default'],
  useDocusaurusContext: ['default'],
  useGlobalData: ['default', 'useAllPluginInstancesData', 'usePluginData'],
  useIsBrowser: ['default'],
  useIsomorphicLayoutEffect: ['default'],
  useRouteContext: ['default'],
  // The theme-facing modules swizzled components import.
  'theme-common': ['Collapsible', 'DraftBannerMessage', 'DraftBannerTitle', 'ErrorBoundaryError', 'ErrorBoundaryErrorMessageFallback', 'ErrorBoundaryTryAgainButton', 'ErrorCauseBoundary', 'HtmlClassNameProvider', 'NavbarSecondaryMenuFiller', 'PageMetadata', 'ReactContextError', 'SkipToContentFallbackId', 'SkipToContentLink', 'ThemeClassNames', 'ThemedComponent', 'UnlistedBannerMessage', 'UnlistedBannerTitle', 'UnlistedMetadata', 'composeProviders', 'createStorageSlot', 'duplicates', 'filterDocCardListItems', 'groupBy', 'isMultiColumnFooterLinks', 'isRegexpStringMatch', 'listStorageKeys', 'listTagsByLetters', 'prefersReducedMotion', 'processAdmonitionProps', 'translateTagsPageTitle', 'uniq', 'useClearQueryString', 'useCollapsible', 'useColorMode', 'useContextualSearchFilters', 'useCurrentSidebarCategory', 'useDocsPreferredVersion', 'useEvent', 'useHistorySelector', 'usePluralForm', 'usePrevious', 'usePrismTheme', 'useQueryString', 'useQueryStringList', 'useSearchLinkCreator', 'useSearchQueryString', 'useStorageSlot', 'useThemeConfig', 'useWindowSize'],
  'theme-common/internal': ['AnnouncementBarProvider', 'BlogAuthorNoPostsLabel', 'BlogAuthorsListViewAllLabel', 'Collapsible', 'ColorModeProvider', 'DEFAULT_SEARCH_TAG', 'DraftBannerMessage', 'DraftBannerTitle', 'ErrorBoundaryError', 'ErrorBoundaryErrorMessageFallback', 'ErrorBoundaryTryAgainButton', 'ErrorCauseBoundary', 'HtmlClassNameProvider', 'NavbarProvider', 'NavbarSecondaryMenuFiller', 'PageMetadata', 'PluginHtmlClassNameProvider', 'ReactContextError', 'ScrollControllerProvider', 'SkipToContentFallbackId', 'SkipToContentLink', 'ThemeClassNames', 'ThemedComponent', 'UnlistedBannerMessage', 'UnlistedBannerTitle', 'UnlistedMetadata', 'composeProviders', 'containsLineNumbers', 'createStorageSlot', 'duplicates', 'filterDocCardListItems', 'getPrismCssVariables', 'groupBy', 'isMultiColumnFooterLinks', 'isRegexpStringMatch', 'isSamePath', 'keyboardFocusedClassName', 'listStorageKeys', 'listTagsByLetters', 'parseCodeBlockTitle', 'parseLanguage', 'parseLines', 'prefersReducedMotion', 'processAdmonitionProps', 'sanitizeTabsChildren', 'splitNavbarItems', 'translateBlogAuthorsListPageTitle', 'translateTagsPageTitle', 'uniq', 'useAlternatePageUtils', 'useAnnouncementBar', 'useBackToTopButton', 'useBlogAuthorPageTitle', 'useBlogTagsPostsPageTitle', 'useClearQueryString', 'useCodeWordWrap', 'useCollapsible', 'useColorMode', 'useContextualSearchFilters', 'useCurrentSidebarCategory', 'useDateTimeFormat', 'useDocsPreferredVersion', 'useEvent', 'useFilteredAndTreeifiedTOC', 'useHideableNavbar', 'useHistoryPopHandler', 'useHistorySelector', 'useHomePageRoute', 'useKeyboardNavigation', 'useLocalPathname', 'useLocationChange', 'useLockBodyScroll', 'useNavbarMobileSidebar', 'useNavbarSecondaryMenu', 'usePluralForm', 'usePrevious', 'usePrismTheme', 'useQueryString', 'useQueryStringList', 'useQueryStringValue', 'useScrollController', 'useScrollPosition', 'useScrollPositionBlocker', 'useSearchLinkCreator', 'useSearchQueryString', 'useSmoothScrollTo', 'useStorageSlot', 'useTOCHighlight', 'useTabs', 'useThemeConfig', 'useTitleFormatter', 'useTreeifiedTOC', 'useWindowSize'],
  'plugin-content-docs/client': ['DocProvider', 'DocSidebarItemsExpandedStateProvider', 'DocsPreferredVersionContextProvider', 'DocsSidebarProvider', 'DocsVersionProvider', 'filterDocCardListItems', 'findFirstSidebarItemLink', 'findSidebarCategory', 'getDocsVersionSearchTag', 'isActiveSidebarItem', 'isVisibleSidebarItem', 'useActiveDocContext', 'useActivePlugin', 'useActivePluginAndVersion', 'useActiveVersion', 'useAllDocsData', 'useCurrentSidebarCategory', 'useDoc', 'useDocById', 'useDocRootMetadata', 'useDocSidebarItemsExpandedState', 'useDocVersionSuggestions', 'useDocsContextualSearchTags', 'useDocsData', 'useDocsPreferredVersion', 'useDocsPreferredVersionByPluginId', 'useDocsSidebar', 'useDocsVersion', 'useDocsVersionCandidates', 'useLatestVersion', 'useLayoutDoc', 'useLayoutDocsSidebar', 'useSidebarBreadcrumbs', 'useVersions', 'useVisibleSidebarItems'],
  'plugin-content-blog/client': ['BlogPostProvider', 'BlogSidebarItemList', 'groupBlogSidebarItemsByYear', 'useBlogListPageStructuredData', 'useBlogMetadata', 'useBlogPost', 'useBlogPostStructuredData', 'useVisibleBlogSidebarItems'],
};

/**
 * What to say about an `@docusaurus/...` module Folio does not have: whether Docusaurus has it, and
 * the client modules Folio does provide (`offered`, names without the prefix). Pure.
 */
export function missingDocusaurusModuleMessage(specifier: string, offered: readonly string[]): string {
  const name = specifier.slice('@docusaurus/'.length);
  const why = Object.hasOwn(DOCUSAURUS_EXPORTS, name) ? 'Docusaurus has it, Folio does not provide it yet' : 'not a client module of Docusaurus 3 that Folio knows';
  return `Cannot resolve "${specifier}": Folio does not provide it (${why}). Folio's Docusaurus client modules: ${offered.map((n) => `@docusaurus/${n}`).join(', ')}.`;
}
