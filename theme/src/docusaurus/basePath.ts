/** The base URL without its trailing slash ('' for '/'). */
export function basePrefix(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '');
}

/** A site path as Folio's router takes it (without the base URL), from one written with or without it. Pure. */
export function withoutBase(baseUrl: string, path: string): string {
  const prefix = basePrefix(baseUrl);
  if (!prefix || !path.startsWith('/')) return path;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

