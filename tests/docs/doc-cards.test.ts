/**
 * Doc cards (generated index pages and `<DocCardList />` in a category's doc) show descriptions as
 * Docusaurus does: a doc's front matter description; a category's own `_category_` description,
 * else its generated index's description, else how many pages it holds.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQuietly, copyFixture, readBuilt, writeFiles } from '../helpers/site.ts';

let siteDir: string;

beforeAll(async () => {
  siteDir = copyFixture('docs-site');
  const doc = (title: string, description?: string, body = 'Text.') => ['---', `title: ${title}`, ...(description ? [`description: ${description}`] : []), '---', '', body, ''].join('\n');
  writeFiles(siteDir, {
    'docs/cards/_category_.json': JSON.stringify({ label: 'Cards', position: 9, link: { type: 'generated-index', slug: '/cards-overview/', description: 'Cards of every kind.' } }),
    'docs/cards/alpha.md': doc('Alpha', 'The first card.'),
    'docs/cards/beta.md': doc('Beta'),
    'docs/cards/nested/_category_.json': JSON.stringify({ label: 'Nested', description: 'A category with its own description.' }),
    'docs/cards/nested/gamma.md': doc('Gamma', 'Deep inside.'),
    'docs/cards/indexed/_category_.json': JSON.stringify({ label: 'Indexed', link: { type: 'generated-index', description: 'Its index page says so.' } }),
    'docs/cards/indexed/epsilon.md': doc('Epsilon'),
    'docs/cards/linked/index.mdx': doc('Linked', undefined, "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />"),
    'docs/cards/linked/delta.md': doc('Delta', 'Delta in a linked category.'),
  });
  await buildQuietly(siteDir);
});

/** Each card of a page as [title, description or undefined]. */
function cardsOf(relative: string): [string, string | undefined][] {
  const html = readBuilt(siteDir, relative).replaceAll('<!-- -->', '');
  return [...html.matchAll(/<a class="card doc-card"[^>]*>(.*?)<\/a>/g)].map(([, inner]) => {
    const title = /<\/svg>(.*?)<\/span>/.exec(inner!)?.[1] ?? '';
    return [title, /class="doc-card__description">(.*?)<\/span>/.exec(inner!)?.[1]];
  });
}

describe('doc card descriptions', () => {
  it('show docs’ front matter descriptions and categories’ own or index descriptions on a generated index page', () => {
    expect(cardsOf('docs/next/cards-overview/index.html')).toEqual([
      ['Alpha', 'The first card.'],
      ['Beta', undefined],
      ['Indexed', 'Its index page says so.'],
      ['linked', '1 item'],
      ['Nested', 'A category with its own description.'],
    ]);
    expect(readBuilt(siteDir, 'docs/next/cards-overview/index.html')).toContain('Cards of every kind.');
  });

  it('show the child docs’ descriptions on the cards a category’s own doc draws with <DocCardList />', () => {
    expect(cardsOf('docs/next/cards/linked/index.html')).toEqual([['Delta', 'Delta in a linked category.']]);
  });

  it('keep descriptions of docs out of the shared sidebar data, and categories’ in it', () => {
    const sidebar = readBuilt(siteDir, 'docs/next/cards-overview/index.html').match(/"sidebar":"\/(assets\/data\/[^"]+\.json)"/)![1]!;
    const data = readBuilt(siteDir, sidebar);
    expect(data).toContain('"description":"A category with its own description."');
    expect(data).not.toContain('The first card.');
  });
});
