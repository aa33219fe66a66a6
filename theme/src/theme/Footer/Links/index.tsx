import type { Footer } from '@docusaurus/theme-common';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import FooterLinksSimple from '@theme/Footer/Links/Simple';
import type { MultiColumnFooter, SimpleFooter } from '../../../docusaurus/theme-common/footerTypes.ts';
import { isMultiColumnFooterLinks } from '../../../docusaurus/theme-common/utils.ts';

/** Props of Footer/Links, as in Docusaurus. */
export interface Props {
  readonly links: Footer['links'];
}

/** The footer's links: in columns when they have titles, else in one row. */
export default function FooterLinks({ links }: Props) {
  return isMultiColumnFooterLinks(links) || links.length === 0 ? <FooterLinksMultiColumn columns={links as MultiColumnFooter['links']} /> : <FooterLinksSimple links={links as SimpleFooter['links']} />;
}
