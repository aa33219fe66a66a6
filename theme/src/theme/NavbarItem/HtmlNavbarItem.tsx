import type { NavbarItemProps } from './types.ts';

/** Props of HtmlNavbarItem, as in Docusaurus: the HTML and a class. */
export type Props = NavbarItemProps;

/** Raw HTML from the site config (trusted: the site author writes it). */
export default function HtmlNavbarItem({ value, className }: Props) {
  return <div className={`navbar__item ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: value ?? '' }} />;
}
