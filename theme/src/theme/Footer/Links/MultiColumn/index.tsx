import type { MultiColumnFooter } from '@docusaurus/theme-common';
import FooterLinkItem from '@theme/Footer/LinkItem';

/** Props of Footer/Links/MultiColumn, as in Docusaurus. */
export interface Props {
  readonly columns: MultiColumnFooter['links'];
}

/** Link columns, each under its title. */
export default function FooterLinksMultiColumn({ columns }: Props) {
  return (
    <div className="row footer__links footer__columns">
      {columns.map((column, index) => (
        <div key={column.title ?? index} className={['col footer__col footer__column', column.className].filter(Boolean).join(' ')}>
          {column.title && <h2 className="footer__title">{column.title}</h2>}
          <ul className="footer__items clean-list">
            {column.items.map((item, itemIndex) => (
              <li key={itemIndex} className="footer__item">
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
