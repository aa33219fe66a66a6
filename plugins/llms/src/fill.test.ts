import type { FinalRoute } from '@folio/core';
import { describe, expect, it } from 'vitest';
import { markdownCopyFile } from './copy-path.ts';
import { SLOT_CLOSE, SLOT_OPEN } from './convert.ts';
import { absoluteUrl, fillTemplate, type FillContext } from './fill.ts';
import { selectCopyPages, type CopyPage } from './pages.ts';

const slot = (i: number) => `${SLOT_OPEN}${i}${SLOT_CLOSE}`;

const context: FillContext = {
  origin: 'https://example.org',
  baseUrl: '/site/',
  permalinkOfFile: (file) => ({ '/repo/docs/guide/other.md': '/site/docs/next/guide/other' })[file],
  readFile: (file) => (file === '/repo/docs/guide/manifest.yaml' ? 'kind: Pod\n' : undefined),
};

const doc: CopyPage = {
  kind: 'doc',
  path: '/docs/next/guide',
  permalink: '/site/docs/next/guide',
  title: 'Guide',
  sourceFile: '/repo/docs/guide/index.md',
  linkMap: { '../run.md#flags': '/docs/next/run#flags' },
  hidden: false,
  version: { name: 'current', label: 'Next', path: '/docs/next', isLast: true },
  sidebar: [
    {
      type: 'category',
      label: 'Guide',
      href: '/docs/next/guide',
      collapsible: true,
      collapsed: false,
      items: [
        { type: 'link', label: 'Other', href: '/docs/next/guide/other', docId: 'guide/other' },
        { type: 'link', label: 'Site', href: 'https://elsewhere.example', description: 'External' },
      ],
    },
  ],
  cardDescriptions: { '/docs/next/guide/other': 'The other page' },
};

describe('placing a copy on its page', () => {
  it('makes URLs absolute: resolved links, other Markdown files, site paths, relative paths, anchors', () => {
    expect(absoluteUrl('../run.md#flags', doc, context)).toBe('https://example.org/site/docs/next/run#flags');
    expect(absoluteUrl('./other.md?x=1', doc, context)).toBe('https://example.org/site/docs/next/guide/other?x=1');
    expect(absoluteUrl('/img/a.png', doc, context)).toBe('https://example.org/site/img/a.png');
    expect(absoluteUrl('/site/img/a.png', doc, context)).toBe('https://example.org/site/img/a.png');
    expect(absoluteUrl('sibling', doc, context)).toBe('https://example.org/site/docs/next/sibling');
    expect(absoluteUrl('#part', doc, context)).toBe('https://example.org/site/docs/next/guide#part');
    expect(absoluteUrl('mailto:a@example.org', doc, context)).toBe('mailto:a@example.org');
    expect(absoluteUrl('https://x.example/a b', doc, context)).toBe('https://x.example/a b');
  });

  it('fills slots: URLs, a raw-loader file in a fence, the category cards; adds the title', () => {
    const template = {
      markdown: `See [run](${slot(0)}) and [odd](${slot(1)}).\n\n${slot(2)}\n\n- item\n  ${slot(3)}\n`,
      slots: [
        { kind: 'url' as const, url: '../run.md#flags' },
        { kind: 'url' as const, url: 'https://x.example/a (b' },
        { kind: 'raw' as const, file: './manifest.yaml', info: 'yaml title="m.yaml"', prefix: '' },
        { kind: 'cards' as const, prefix: '  ' },
      ],
      hasTitle: false,
    };
    const { markdown, problems } = fillTemplate(template, doc, context);
    expect(problems).toEqual([]);
    expect(markdown).toBe(
      [
        '# Guide',
        '',
        'See [run](https://example.org/site/docs/next/run#flags) and [odd](<https://x.example/a (b>).',
        '',
        '```yaml title="m.yaml"',
        'kind: Pod',
        '```',
        '',
        '- item',
        '  - [Other](https://example.org/site/docs/next/guide/other): The other page',
        '  - [Site](https://elsewhere.example): External',
        '',
      ].join('\n'),
    );
  });

  it('names what it could not fill, and puts a post’s date and authors under its own title', () => {
    const post: CopyPage = { ...doc, kind: 'post', path: '/blog/p', sidebar: undefined, date: '2024-05-31T00:00:00.000Z', authors: ['Ada', 'Bob', 'Cy'] };
    const template = { markdown: `# Own title\n\n${slot(0)}\n\n${slot(1)}\n`, slots: [{ kind: 'raw' as const, file: './missing.txt', info: '', prefix: '' }, { kind: 'cards' as const, prefix: '' }], hasTitle: true };
    const { markdown, problems } = fillTemplate(template, post, context);
    expect(markdown).toBe('# Own title\n\n*Published 2024-05-31 by Ada, Bob and Cy.*\n');
    expect(problems).toEqual(['cannot read ./missing.txt, which a raw-loader import names', '<DocCardList /> has no sidebar category linking to this page, so the copy lists no cards']);
  });
});

describe('the pages that get a copy', () => {
  const route = (extra: Partial<FinalRoute>): FinalRoute => ({ path: '/x', component: '@theme/DocPage', plugin: 'p', permalink: '/x', outFile: 'x/index.html', ...extra });

  it('takes Markdown routes: docs by their version prop (with their sidebar), posts by their post prop, other Markdown pages', () => {
    const sidebar = [{ type: 'link', label: 'A', href: '/docs/a' }];
    const pages = selectCopyPages(
      [
        route({ path: '/docs/a', permalink: '/docs/a', sourceFile: '/s/a.mdx', data: { sidebar: 'sb' }, props: { title: 'A', description: 'About A', version: { name: 'current', label: 'Next', path: '/docs', isLast: true }, links: { 'b.md': '/docs/b' } } }),
        route({ path: '/blog/p', permalink: '/blog/p', sourceFile: '/s/p.md', noSitemap: true, props: { post: { title: 'P', description: 'Post', date: '2024-01-02T00:00:00.000Z', authors: [{ name: 'Ada' }, { key: 'bob' }], links: {} } } }),
        route({ path: '/notes', permalink: '/notes', sourceFile: '/s/notes.md', head: { title: 'Notes' } }),
        route({ path: '/react', sourceFile: '/s/page.tsx' }),
        route({ path: '/tags' }),
        route({ path: '/old', sourceFile: '/s/old.md', head: { redirectTo: '/new' } }),
      ],
      new Map([['sb', sidebar]]),
    );
    expect(pages.map((p) => [p.kind, p.path, p.title, p.hidden])).toEqual([
      ['doc', '/docs/a', 'A', false],
      ['post', '/blog/p', 'P', true],
      ['page', '/notes', 'Notes', false],
    ]);
    expect(pages[0]).toMatchObject({ description: 'About A', version: { name: 'current', path: '/docs', isLast: true }, sidebar, linkMap: { 'b.md': '/docs/b' } });
    expect(pages[1]).toMatchObject({ date: '2024-01-02T00:00:00.000Z', authors: ['Ada', 'bob'] });
  });

  it('writes a copy next to the page: /a/b and /a/b/ → a/b.md, / → index.md', () => {
    expect(markdownCopyFile('/docs/latest/quick-start')).toBe('docs/latest/quick-start.md');
    expect(markdownCopyFile('/docs/latest/')).toBe('docs/latest.md');
    expect(markdownCopyFile('/')).toBe('index.md');
  });
});
