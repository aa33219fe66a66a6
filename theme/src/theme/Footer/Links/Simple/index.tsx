import type { SimpleFooter } from '@docusaurus/theme-common';
import FooterLinkItem from '@theme/Footer/LinkItem';

/** Props of Footer/Links/Simple, as in Docusaurus. */
export interface Props {
  readonly links: SimpleFooter['links'];
}

/** Footer links in a single row. */
export default function FooterLinksSimple({ links }: Props) {
  return (
    <div className="footer__columns footer__columns--simple">
      <ul className="footer__items footer__items--row">
        {links.map((item, index) => (
          <li key={index}>
            <FooterLinkItem item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
