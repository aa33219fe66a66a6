import type { NavbarItem } from '@folio/core';
import type { Logo } from '../../hooks/useThemeConfig.ts';

/** A link of the footer, as configured (`to` or `href`, `label`, or `html`). */
export type FooterLinkItem = NavbarItem & { html?: string; prependBaseUrlToHref?: boolean };
/** A footer column. */
export interface FooterColumnItem {
  title: string | null;
  className?: string;
  items: FooterLinkItem[];
}
/** A footer with its links in columns. */
export interface MultiColumnFooter {
  style: 'light' | 'dark';
  logo?: Logo;
  copyright?: string;
  links: FooterColumnItem[];
}
/** A footer with its links in one row. */
export interface SimpleFooter {
  style: 'light' | 'dark';
  logo?: Logo;
  copyright?: string;
  links: FooterLinkItem[];
}
/** Either footer. */
export type Footer = MultiColumnFooter | SimpleFooter;
