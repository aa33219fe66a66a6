/** Swaps the locale prefix of a path: the default locale has none. Pure. */
export function localizedPath(path: string, locale: string, defaultLocale: string, locales: string[]): string {
  const segments = path.split('/');
  const current = locales.includes(segments[1] ?? '') && segments[1] !== defaultLocale ? segments[1] : undefined;
  const rest = current ? `/${segments.slice(2).join('/')}` : path;
  return locale === defaultLocale ? rest : `/${locale}${rest === '/' ? '' : rest}`;
}
