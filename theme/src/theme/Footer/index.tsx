import { useThemeConfig } from '../../hooks/useThemeConfig.ts';
import Link from '@theme/Link';
import Logo from '@theme/Logo';

/** The page footer: link columns, logo, copyright. */
export default function Footer() {
  const { footer } = useThemeConfig();
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.links.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul className="footer__items">
                {column.items.map((item, index) => (
                  <li key={index}>
                    {item.href ? (
                      <a className="footer__link" href={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <Link className="footer__link" to={item.to ?? '/'}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer__bottom">
          {footer.logo && <Logo logo={footer.logo} className="footer__logo" />}
          {/* Trusted HTML from the site config (links in the notice). */}
          {footer.copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
        </div>
      </div>
    </footer>
  );
}
