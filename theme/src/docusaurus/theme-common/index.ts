/**
 * `@docusaurus/theme-common`: the hooks, components and helpers Docusaurus's theme components
 * (and so swizzled copies of them) import, implemented over Folio's theme and data. Names Folio
 * lacks fail the build with the file, line and name (see the bundler's errors).
 */
export { ThemeClassNames } from './classNames.ts';
export { createStorageSlot, listStorageKeys, prefersReducedMotion, useColorMode, useEvent, useHistorySelector, usePluralForm, usePrevious, usePrismTheme, useQueryString, useStorageSlot, useWindowSize, type ColorMode, type StorageSlot } from './hooks.ts';
export {
  Collapsible,
  composeProviders,
  DraftBannerMessage,
  DraftBannerTitle,
  ErrorBoundaryError,
  ErrorBoundaryTryAgainButton,
  ErrorCauseBoundary,
  PageMetadata,
  useTitleFormatter,
  SkipToContentFallbackId,
  SkipToContentLink,
  ThemedComponent,
  UnlistedBannerMessage,
  UnlistedBannerTitle,
  UnlistedMetadata,
  useCollapsible,
} from './components.tsx';
export { HtmlClassNameProvider } from './htmlClassNames.tsx';
export { NavbarSecondaryMenuFiller } from './navbar.tsx';
export { ReactContextError } from './reactContextError.ts';
export { duplicates, groupBy, isMultiColumnFooterLinks, isRegexpStringMatch, listTagsByLetters, processAdmonitionProps, translateTagsPageTitle, uniq } from './utils.ts';
export { useThemeConfig, type Logo as NavbarLogo, type Logo as FooterLogo, type ThemeConfig } from '../../hooks/useThemeConfig.ts';
export { filterDocCardListItems, useCurrentSidebarCategory, useDocsPreferredVersion } from '../plugin-content-docs/client.ts';
export type { FooterLinkItem, MultiColumnFooter, SimpleFooter, Footer } from './footerTypes.ts';
