import { describe, expect, it } from 'vitest';
import { pagePathOf, titleFromFileName } from './routes.ts';

describe('pages routes', () => {
  it('maps files to paths', () => {
    expect([pagePathOf('index.tsx'), pagePathOf('about.md'), pagePathOf('guides/index.mdx')]).toEqual(['/', '/about', '/guides/']);
  });

  it('titles a page without a title from its file or folder name, not the home page', () => {
    expect([titleFromFileName('release-notes.md'), titleFromFileName('guides/index.mdx'), titleFromFileName('über_uns.md'), titleFromFileName('index.md')]).toEqual(['Release notes', 'Guides', 'Über uns', undefined]);
  });
});
