/**
 * Names of the Docusaurus 3.6 client modules (`@docusaurus/<module>`) and their exports, for
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
