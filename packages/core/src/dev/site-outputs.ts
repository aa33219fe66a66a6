import { rm } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from '../server/mime.ts';
import type { Site } from '../site/types.ts';
import type { MemoryFile } from './memory-files.ts';

/** The site outputs of one revision: each file by site path (`/sitemap.xml`, without the base URL). */
type Outputs = Map<string, MemoryFile>;

/**
 * The files only the post-build phase makes (search indexes, feeds, sitemap and robots.txt,
 * llms.txt and the pages' Markdown copies, social cards, redirect pages), made on demand from the
 * development server's own Site object: its loaded content is bundled and rendered into
 * `.folio/dev-output` (the render cache makes unchanged pages cheap), then every plugin's
 * postBuild runs with a `writeFile` that keeps what it writes in memory. Made once per revision of
 * the site: `invalidate` (on every reload) drops them, the next request makes them again.
 * `serial` runs the work in the dev server's queue, so a reload never changes the site under it.
 */
export function createSiteOutputs(options: { site: Site; serial: (task: () => Promise<void>) => Promise<void>; onError: (error: unknown) => void }) {
  const { site } = options;
  const outDir = path.join(site.cacheDir, 'dev-output');
  let current: Promise<Outputs> | undefined;

  const make = async (): Promise<Outputs> => {
    const files: Outputs = new Map();
    await options.serial(async () => {
      await rm(outDir, { recursive: true, force: true });
      const bundle = await site.bundle(outDir);
      const rendered = await site.render(outDir, bundle);
      const writeFile = async (relativePath: string, data: string | Uint8Array) => {
        const sitePath = `/${relativePath.split(path.sep).join('/').replace(/^\/+/, '')}`;
        files.set(sitePath, { body: data, type: contentTypeOf(sitePath) });
      };
      await site.postBuild({ outDir, pages: rendered.built, bundle, writeFile });
    });
    return files;
  };

  return {
    /** The output file at this site path, made first if this revision's outputs are not made yet. */
    async get(sitePath: string): Promise<MemoryFile | undefined> {
      if (!current) {
        const made = make();
        current = made;
        // A failure is reported once; the next request (after a fix and a reload) tries again.
        made.catch((error: unknown) => {
          if (current === made) current = undefined;
          options.onError(error);
        });
      }
      return (await current.catch(() => undefined))?.get(sitePath);
    },
    /** Forgets the outputs: the site changed. */
    invalidate(): void {
      current = undefined;
    },
    /** Resolves when outputs under way are done (or failed). */
    async settled(): Promise<void> {
      await current?.catch(() => undefined);
    },
  };
}

/** The on-demand post-build files of one dev server (see createSiteOutputs). */
export type SiteOutputs = ReturnType<typeof createSiteOutputs>;
