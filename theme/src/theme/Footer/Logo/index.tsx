import type { FooterLogo as FooterLogoConfig } from '@docusaurus/theme-common';
import Logo from '@theme/Logo';

/** Props of Footer/Logo, as in Docusaurus. */
export interface Props {
  readonly logo: FooterLogoConfig;
}

/** The footer's logo, linked to its `href` (or the home page). */
export default function FooterLogo({ logo }: Props) {
  return <Logo logo={logo} className="footer__logo" />;
}
