import { useBaseUrl } from '@folio/client';
import Link from '@theme/Link';
import type { Logo as LogoConfig } from '../../hooks/useThemeConfig.ts';

/** Props of Logo; `imageClassName` wraps the images in a `div` of that class (Infima's `navbar__logo`). */
export interface LogoProps {
  logo: LogoConfig;
  className?: string;
  imageClassName?: string;
  title?: string | undefined;
}

/** The site logo, with its dark-mode variant swapped by CSS (no flash, no hydration mismatch). */
export default function Logo({ logo, className, imageClassName, title }: LogoProps) {
  const light = useBaseUrl(logo.src);
  const dark = useBaseUrl(logo.srcDark ?? logo.src);
  const size = { width: logo.width, height: logo.height };
  const images = (
    <>
      <img className="logo logo--light" src={light} alt={logo.alt} {...size} />
      {logo.srcDark && <img className="logo logo--dark" src={dark} alt={logo.alt} {...size} />}
    </>
  );
  return (
    <Link to={logo.href ?? '/'} className={className} aria-label={title ? undefined : logo.alt}>
      {imageClassName ? <div className={imageClassName}>{images}</div> : images}
      {title && <b className="navbar__title text--truncate">{title}</b>}
    </Link>
  );
}
