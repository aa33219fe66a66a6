/** What `matchPath` is asked: a pattern (or several) and how strictly to match. */
export interface MatchPathOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/** A match as react-router 5 (Docusaurus's router) reports it. */
export interface PathMatch {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

const escapeRegExp = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** A route pattern (`/docs/:id`, `/blog/:slug?`, `/files/*`) as a regular expression and its parameter names. Pure. */
function compile(pattern: string, options: MatchPathOptions): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').slice(pattern.startsWith('/') ? 1 : 0)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (param) {
      names.push(param[1]!);
      source += param[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else if (segment === '*') {
      names.push(String(names.filter((n) => /^\d+$/.test(n)).length));
      source += '/(.*)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  if (pattern === '/' || pattern === '') source = '';
  const end = options.exact ? (options.strict ? '$' : '/?$') : options.strict ? '(?=/|$)' : '/?(?=/|$)';
  return { regexp: new RegExp(`^${source}${end}`, options.sensitive ? '' : 'i'), names };
}

/**
 * Docusaurus's `matchPath` (react-router 5): `matchPath('/docs/intro', { path: '/docs/:id',
 * exact: true })` → `{ path, url: '/docs/intro', isExact: true, params: { id: 'intro' } }`, or null.
 * A string option is the path. Pure.
 */
export function matchPath(pathname: string, options: string | string[] | MatchPathOptions = {}): PathMatch | null {
  const opts: MatchPathOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const patterns = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  for (const pattern of patterns) {
    if (!pattern && pattern !== '') continue;
    const { regexp, names } = compile(pattern, opts);
    const match = regexp.exec(pathname);
    if (!match) continue;
    const url = pattern === '/' && match[0] === '' ? '/' : match[0];
    const isExact = pathname === url;
    if (opts.exact && !isExact) continue;
    return { path: pattern, url, isExact, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] === undefined ? undefined : decodeURIComponent(match[i + 1]!)])) };
  }
  return null;
}
