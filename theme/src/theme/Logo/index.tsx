import { useBaseUrl } from '@folio/client';
import Link from '@theme/Link';
import type { Logo as LogoConfig } from '../../hooks/useThemeConfig.ts';

/** The site logo, with its dark-mode variant swapped by CSS (no flash, no hydration mismatch). */
export default function Logo({ logo, className, title }: { logo: LogoConfig; className?: string; title?: string | undefined }) {
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark ?? logo.src);
  const size = { width: logo.width, height: logo.height };
  return (
    <Link to={logo.href ?? '/'} className={className} aria-label={title ? undefined : logo.alt}>
      <img className="logo logo--light" src={light} alt={logo.alt} {...size} />
      {logo.srcDark && <img className="logo logo--dark" src={dark} alt={logo.alt} {...size} />}
      {title && <b className="navbar__title">{title}</b>}
    </Link>
  );
}
