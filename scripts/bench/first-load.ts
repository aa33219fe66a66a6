import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractHtmlScripts, extractStaticImports } from './html-assets.ts';

/** Bytes of JavaScript a first visit to a page loads before it is interactive. */
export interface FirstLoad {
  page: string;
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** The build file behind a site URL path (`/a/b` → `a/b/index.html` or `a/b.html`), if any. */
export function pageFile(buildDir: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]!).replace(/^\/+/, '');
  const candidates = clean === '' || clean.endsWith('/') ? [path.join(clean, 'index.html')] : [path.join(clean, 'index.html'), `${clean}.html`, clean];
  return candidates.map((c) => path.join(buildDir, c)).find((f) => existsSync(f) && f.startsWith(buildDir));
}

function fileOfUrl(buildDir: string, url: string, from: string): string | undefined {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//')) return undefined;
  const resolved = new URL(url, `http://site${from}`).pathname;
  const file = path.join(buildDir, decodeURIComponent(resolved));
  return existsSync(file) ? file : undefined;
}

/**
 * Sums the JavaScript a page loads up front: its `<script src>`, modulepreloads and script
 * preloads, plus (for ES modules) every static import, transitively. Gzip sizes use zlib's default
 * level, each file compressed on its own, as a web server sends them.
 */
export function measureFirstLoad(buildDir: string, urlPath: string): FirstLoad | undefined {
  const html = pageFile(buildDir, urlPath);
  if (!html) return undefined;
  const pagePath = '/' + path.relative(buildDir, html).split(path.sep).join('/');
  const files: FirstLoad['files'] = [];
  const seen = new Set<string>();
  const queue = extractHtmlScripts(readFileSync(html, 'utf8')).map((s) => ({ url: new URL(s.url, `http://site${pagePath}`).pathname, module: s.module }));
  while (queue.length) {
    const { url, module } = queue.shift()!;
    const file = fileOfUrl(buildDir, url, pagePath);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const content = readFileSync(file);
    files.push({ url, raw: content.length, gzip: gzipSync(content).length });
    if (module) {
      for (const specifier of extractStaticImports(content.toString('utf8'))) {
        if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
        queue.push({ url: new URL(specifier, `http://site${url}`).pathname, module: true });
      }
    }
  }
  return { page: urlPath, files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
}
