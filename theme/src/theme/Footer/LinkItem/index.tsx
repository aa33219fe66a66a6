import type { FooterLinkItem as FooterLinkItemConfig } from '@docusaurus/theme-common';
import Link from '@theme/Link';

/** Props of Footer/LinkItem, as in Docusaurus. */
export interface Props {
  readonly item: FooterLinkItemConfig;
}

/** One footer link: a web link opens in a new tab (and says so to screen readers), a site path navigates in place. */
export default function FooterLinkItem({ item }: Props) {
  if (item.html) return <span className="footer__link" dangerouslySetInnerHTML={{ __html: item.html }} />;
  if (item.href) {
    return (
      <a className="footer__link-item footer__link" href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className="footer__link-item footer__link" to={item.to ?? '/'}>
      {item.label}
    </Link>
  );
}
