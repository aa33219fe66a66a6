import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';

/**
 * The page footer, from `themeConfig.footer`: link columns, logo, copyright (each part swizzlable,
 * as in Docusaurus). A site that configures none of them gets no footer, as a Docusaurus site
 * without `themeConfig.footer` does (Folio differs only for an explicit empty `footer: {}`, which
 * Docusaurus draws as an empty bar).
 */
export default function Footer() {
  const { footer } = useThemeConfig();
  if (footer.links.length === 0 && !footer.logo && !footer.copyright) return null;
  return (
    <FooterLayout
      style={footer.style}
      links={<FooterLinks links={footer.links} />}
      logo={footer.logo && <FooterLogo logo={footer.logo} />}
      copyright={footer.copyright && <FooterCopyright copyright={footer.copyright} />}
    />
  );
}
