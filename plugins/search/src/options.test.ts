import { describe, expect, it } from 'vitest';
import type { PluginContext } from '@folio/core';
import searchPlugin from './index.ts';
import { searchOptionsSchema } from './options.ts';

describe('search plugin options', () => {
  it('has Docusaurus-lunr-search-like defaults', () => {
    expect(searchOptionsSchema.parse({})).toMatchObject({ include: ['content-docs', 'content-blog'], highlightResult: false, maxHits: 5, docsRouteBasePath: '/docs', boosts: { title: 10, section: 5, text: 1 } });
  });

  it('names every bad key in the error', () => {
    const context = { baseUrl: '/', configFile: 'site.config.ts' } as PluginContext;
    expect(() => searchPlugin(context, { maxHits: '3', highlight: true } as never)).toThrowError(
      'site.config.ts: invalid options of the search plugin:\n  maxHits: Expected number, received "3"\n  highlight: Unknown key. Remove it or check its spelling.',
    );
  });
});
