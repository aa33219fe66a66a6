import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FinalRoute } from '../plugin/types.ts';

/**
 * In development each route's content goes through a proxy module named after the route, so the
 * set of bundle entry points stays the same while files are edited and esbuild can rebuild
 * incrementally. Returns the routes pointing at their proxies. Only changed proxies are rewritten.
 */
export function routeThroughProxies(routes: FinalRoute[], cacheDir: string): FinalRoute[] {
  const dir = path.join(cacheDir, 'dev-proxies');
  mkdirSync(dir, { recursive: true });
  return routes.map((route) => {
    if (!route.content) return route;
    const proxy = path.join(dir, `${createHash('sha256').update(route.path).digest('hex').slice(0, 16)}.js`);
    const code = `export { default } from ${JSON.stringify(route.content)};\n`;
    if (!existsSync(proxy) || readFileSync(proxy, 'utf8') !== code) writeFileSync(proxy, code);
    return { ...route, content: proxy };
  });
}
