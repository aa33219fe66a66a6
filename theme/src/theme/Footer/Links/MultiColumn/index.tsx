import type { MultiColumnFooter } from '@docusaurus/theme-common';
import FooterLinkItem from '@theme/Footer/LinkItem';

/** Props of Footer/Links/MultiColumn, as in Docusaurus. */
export interface Props {
  readonly columns: MultiColumnFooter['links'];
}

/** Link columns, each under its title. */
export default function FooterLinksMultiColumn({ columns }: Props) {
  return (
    <div className="footer__columns">
      {columns.map((column, index) => (
        <div key={column.title ?? index} className={['footer__column', column.className].filter(Boolean).join(' ')}>
          {column.title && <h2 className="footer__title">{column.title}</h2>}
          <ul className="footer__items">
            {column.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
