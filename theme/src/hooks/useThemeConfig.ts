import { useSiteData } from '@folio/client';
import type { NavbarItem } from '@folio/core';

/** The parts of `themeConfig` the theme reads, typed. */
export interface ThemeConfig {
  image?: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  navbar: { title?: string; logo?: Logo; style?: 'dark' | 'primary'; hideOnScroll: boolean; items: NavbarItem[] };
  footer: { style: 'light' | 'dark'; logo?: Logo; links: { title: string; items: NavbarItem[] }[]; copyright?: string };
  docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean }; versionPersistence: 'localStorage' | 'none' };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  search?: Record<string, unknown>;
}

/** A logo as configured. */
export interface Logo {
  alt: string;
  src: string;
  srcDark?: string;
  width?: number;
  height?: number;
  href?: string;
}

/** The site's theme configuration. */
export function useThemeConfig(): ThemeConfig {
  return useSiteData().themeConfig as ThemeConfig;
}
