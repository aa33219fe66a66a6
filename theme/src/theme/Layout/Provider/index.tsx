import type { ReactNode } from 'react';
import { DocsPreferredVersionContextProvider } from '../../../docusaurus/plugin-content-docs/versions.ts';
import { AnnouncementBarProvider } from '../../../docusaurus/theme-common/announcementBar.tsx';
import { PluginHtmlClassNameProvider } from '../../../docusaurus/theme-common/htmlClassNames.tsx';
import { NavbarProvider } from '../../../docusaurus/theme-common/navbar.tsx';
import { ScrollControllerProvider } from '../../../docusaurus/theme-common/scroll.tsx';

/** Props of Layout/Provider, as in Docusaurus. */
export interface Props {
  readonly children: ReactNode;
}

/**
 * The state every page's chrome shares, as Docusaurus's Layout/Provider gives it: the announcement
 * bar, the scroll controller, the plugin's classes on `<html>`, and the navbar's drawer and
 * secondary menu. (Folio's colour mode and preferred docs version need no provider.)
 */
export default function LayoutProvider({ children }: Props) {
  return (
    <AnnouncementBarProvider>
      <ScrollControllerProvider>
        <DocsPreferredVersionContextProvider>
          <PluginHtmlClassNameProvider>
            <NavbarProvider>{children}</NavbarProvider>
          </PluginHtmlClassNameProvider>
        </DocsPreferredVersionContextProvider>
      </ScrollControllerProvider>
    </AnnouncementBarProvider>
  );
}
