import { useHtmlClassNames } from '@folio/client';
import type { ReactNode } from 'react';
import { useFolioRouteContext } from '../routeContext.tsx';

/**
 * Docusaurus's `HtmlClassNameProvider`: puts `className` on `<html>` while its children are shown,
 * in the server HTML too. Nested providers add up, as in Docusaurus.
 */
export function HtmlClassNameProvider({ className, children }: { className?: string | undefined; children?: ReactNode }) {
  useHtmlClassNames(className);
  return <>{children}</>;
}

/** The class Docusaurus derives from a plugin's name: `docusaurus-plugin-content-docs` → `plugin-docs`. Pure. */
export function pluginNameToClassName(pluginName: string): string {
  return `plugin-${pluginName.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')}`;
}

/** Docusaurus's `PluginHtmlClassNameProvider` (in Layout/Provider): `plugin-<name> plugin-id-<id>` on `<html>`. */
export function PluginHtmlClassNameProvider({ children }: { children?: ReactNode }) {
  const { plugin } = useFolioRouteContext();
  return <HtmlClassNameProvider className={`${pluginNameToClassName(plugin.name)} plugin-id-${plugin.id}`}>{children}</HtmlClassNameProvider>;
}
