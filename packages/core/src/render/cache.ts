import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderContext, RenderJob } from './jobs.ts';
import type { CachedBody, RenderedBody } from './render-page.ts';

/** Bump when what a cached body holds, or how it is made, changes. */
const RENDER_CACHE_VERSION = 'folio-render@4';

function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The versions of React (and its router) that render the site: Node resolves them from the site's cache folder, where the server entry is. */
function reactVersions(serverEntry: string): string {
  const require = createRequire(serverEntry);
  return ['react', 'react-dom', 'react-router'].map((name) => {
    try {
      return `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`;
    } catch {
      return `${name}@?`;
    }
  }).join(',');
}

/**
 * The key of each page's rendered body: everything the server render reads. Code enters by the
 * server files' names, which carry content hashes; the site data enters without its route table,
 * which only the browser's router reads, so an edit that renames one content chunk does not make
 * every page render again (their documents are still written afresh, with the new table).
 */
export function renderCacheKeys(jobs: RenderJob[], context: RenderContext, mode: string): string[] {
  const { sections: _routeTable, notFound: _notFoundRoute, ...renderedSite } = context.site;
  const base = sha(JSON.stringify([RENDER_CACHE_VERSION, mode, reactVersions(context.serverEntry), context.serverEntry, renderedSite]));
  const dataHashes = new Map<string, string>();
  const dataHash = (name: string) => {
    let hash = dataHashes.get(name);
    if (hash === undefined) dataHashes.set(name, (hash = sha(JSON.stringify(context.dataValues[name] ?? null))));
    return hash;
  };
  return jobs.map((job) =>
    sha(JSON.stringify([base, job.path, job.title, job.notFound, job.componentFile, job.contentFile ?? '', sha(JSON.stringify(job.props ?? null)), Object.entries(job.data).map(([prop, name]) => [prop, dataHash(name)])])),
  );
}

/**
 * A cache entry's text: what the link checker and postBuild need, as one line of JSON, then the
 * body as it is (HTML read back without JSON's escaping: most of an entry's bytes). Pure.
 */
export function encodeRenderEntry(rendered: RenderedBody): string {
  const { body, ...rest } = rendered;
  // JSON never holds a raw line break, so the first one ends it.
  return `${JSON.stringify(rest)}\n${body}`;
}

/** The line of an entry before its body, parsed, when it has the shape of one. */
function parseEntryHead(json: string): Omit<RenderedBody, 'body'> | undefined {
  try {
    const rest = JSON.parse(json) as Omit<RenderedBody, 'body'>;
    return typeof rest.htmlClassName === 'string' && Array.isArray(rest.hrefs) && Array.isArray(rest.ids) && typeof rest.search === 'object' ? rest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The rendered body an entry's bytes hold, the body left as its UTF-8 bytes (a view of `bytes`:
 * a page wrapped from the cache is written with it as it is, never decoded into a string), or
 * undefined when the entry is torn or not one. Pure.
 */
export function decodeRenderEntry(bytes: Buffer): CachedBody | undefined {
  const end = bytes.indexOf(10);
  const rest = end < 0 ? undefined : parseEntryHead(bytes.toString('utf8', 0, end));
  return rest && { ...rest, body: bytes.subarray(end + 1) };
}

/** The render cache of a site: one file per rendered body (see encodeRenderEntry), named by its key. */
export function createRenderCache(cacheDir: string) {
  const dir = path.join(cacheDir, 'render');
  const fileOf = (key: string) => path.join(dir, `${key}.entry`);
  return {
    fileOf,
    /** Whether there is an entry for a key (it may still prove unreadable). */
    has: (key: string) => existsSync(fileOf(key)),
    /**
     * The cached body for a key, or undefined (missing or unreadable entries are simply rendered
     * again). Read synchronously: hundreds of reads in a row take a third of the time so.
     */
    read(key: string): CachedBody | undefined {
      try {
        return decodeRenderEntry(readFileSync(fileOf(key)));
      } catch {
        return undefined;
      }
    },
    /** Removes entries this build did not use. */
    async prune(used: Iterable<string>): Promise<void> {
      const keep = new Set([...used].map((key) => path.basename(fileOf(key))));
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => !keep.has(name)).map((name) => rm(path.join(dir, name), { force: true })));
    },
  };
}
