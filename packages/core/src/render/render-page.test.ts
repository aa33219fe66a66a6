import { describe, expect, it } from 'vitest';
import type { RenderContext, RenderJob } from './jobs.ts';
import { writePage, type RenderedBody } from './render-page.ts';
import { toDocumentSiteConfig } from './document.ts';
import { decodeRenderEntry, encodeRenderEntry } from './cache.ts';
import { validateSiteConfig } from '../config/load.ts';

const config = toDocumentSiteConfig(validateSiteConfig({ title: 'Site', url: 'https://example.org' }, 'site.config.ts'));
const context: RenderContext = {
  serverEntry: '/nowhere/server.js',
  site: { title: 'Site', sections: { '/docs': '/assets/routes/docs-1.json' } } as unknown as RenderContext['site'],
  config,
  version: '1.2.3',
  entryScript: '/assets/js/main.js',
  css: ['/assets/main.css'],
  htmlLang: 'en',
  direction: 'ltr',
  dataValues: {},
};
const job: RenderJob = {
  path: '/docs/a',
  permalink: '/docs/a',
  outFile: '/out/docs/a/index.html',
  title: 'A | Site',
  head: { description: 'About A' },
  componentFile: '/nowhere/Doc.js',
  props: {},
  data: {},
  bootRoute: { c: '/assets/js/Doc.js', t: 'A | Site' },
  notFound: false,
  modulePreloads: ['/assets/js/chunk.js'],
  jsonPreloads: [],
};
const rendered: RenderedBody = { body: '<main><h1 id="a">Café — “A” 🚀</h1></main>', htmlClassName: 'docs-doc-page', hrefs: ['#a'], ids: ['a'], search: null };

/** What writePage writes for a body, as bytes. */
async function written(body: RenderedBody | ReturnType<typeof decodeRenderEntry>): Promise<Buffer> {
  let out: Buffer | undefined;
  await writePage(job, context, body!, async (_file, html) => {
    out = Buffer.from(html);
  });
  return out!;
}

describe('writePage', () => {
  it('writes a body read back from the render cache as bytes exactly as the freshly rendered one', async () => {
    const fresh = await written(rendered);
    const cached = await written(decodeRenderEntry(Buffer.from(encodeRenderEntry(rendered))));
    expect(cached.equals(fresh)).toBe(true);
    expect(fresh.toString('utf8')).toContain('<div id="__folio"><main><h1 id="a">Café — “A” 🚀</h1></main></div>');
  });
});
