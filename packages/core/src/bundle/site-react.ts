import { createRequire } from 'node:module';
import path from 'node:path';

/** The packages every importer in the browser bundles takes from the site's folder. */
const SITE_REACT_PACKAGES = ['react', 'react-dom'] as const;

/**
 * esbuild `alias` entries that make every import of React in the browser bundles (`react`,
 * `react-dom` and their subpaths: `react/jsx-runtime`, `react-dom/client`, ...) resolve from the
 * site's folder, whoever imports it: the site's pages, Folio's theme and client, and their
 * dependencies (react-router). So the site's React renders the whole app (React 18 on a site that
 * pins it, even when Folio's own folder holds React 19, as in Folio's repository or a workspace
 * that hoists Folio), and the bundle holds one copy of it. esbuild resolves an aliased path from
 * its working directory, the site folder, in its own resolver: no plugin callback per import. A
 * package the site's folder cannot reach gets no entry, so esbuild keeps resolving it from each
 * importer. (The server render needs none: its bundles live in the site's `.folio/`, and Node
 * resolves their React imports from there.)
 */
export function siteReactAliases(siteDir: string): Record<string, string> {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  const aliases: Record<string, string> = {};
  for (const name of SITE_REACT_PACKAGES) {
    try {
      fromSite.resolve(`${name}/package.json`);
      aliases[name] = name;
    } catch {
      // Not installed where the site can reach it.
    }
  }
  return aliases;
}
