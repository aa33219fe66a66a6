import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';

/** The page footer, from `themeConfig.footer`: link columns, logo, copyright (each part swizzlable, as in Docusaurus). */
export default function Footer() {
  const { footer } = useThemeConfig();
  return (
    <FooterLayout
      style={footer.style}
      links={<FooterLinks links={footer.links} />}
      logo={footer.logo && <FooterLogo logo={footer.logo} />}
      copyright={footer.copyright && <FooterCopyright copyright={footer.copyright} />}
    />
  );
}
