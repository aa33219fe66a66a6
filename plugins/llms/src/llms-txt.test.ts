import type { SidebarItem } from '@folio/plugin-content-docs';
import { describe, expect, it } from 'vitest';
import { buildLlmsFiles, type LlmsInput } from './llms-txt.ts';
import type { CopyPage, CopyVersion } from './pages.ts';

const next: CopyVersion = { name: 'current', label: 'Next', path: '/docs/next', isLast: true };
const old: CopyVersion = { name: '1.0', label: '1.0', path: '/docs/1.0', isLast: false };

function docsOf(version: CopyVersion): CopyPage[] {
  const p = version.path;
  const sidebar: SidebarItem[] = [
    { type: 'link', label: 'Intro', href: `${p}/intro`, docId: 'intro' },
    {
      type: 'category',
      label: 'Guides',
      href: `${p}/guides`,
      collapsible: true,
      collapsed: false,
      items: [
        { type: 'link', label: 'Install', href: `${p}/guides/install`, docId: 'guides/install' },
        { type: 'category', label: 'Deep', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Tuning', href: `${p}/guides/tuning`, docId: 'guides/tuning' }] },
      ],
    },
    { type: 'link', label: 'FAQ', href: `${p}/faq`, docId: 'faq' },
  ];
  const doc = (slug: string, title: string, extra: Partial<CopyPage> = {}): CopyPage => ({
    kind: 'doc',
    path: `${p}/${slug}`,
    permalink: `${p}/${slug}`,
    title,
    description: `About ${title.toLowerCase()}`,
    sourceFile: `/s${p}/${slug}.md`,
    linkMap: {},
    hidden: false,
    version,
    sidebar,
    ...extra,
  });
  // In route order, not sidebar order: the files must follow the sidebar.
  return [doc('faq', 'FAQ'), doc('guides/tuning', 'Tuning'), doc('guides', 'Guides'), doc('guides/install', 'Install', { description: 'Install\n  it' }), doc('intro', 'Intro'), doc('loose', 'Loose', { sidebar: undefined }), doc('secret', 'Secret', { hidden: true })];
}

const post: CopyPage = { kind: 'post', path: '/blog/hello', permalink: '/blog/hello', title: 'Hello [world]', description: 'First post', sourceFile: '/s/blog/hello.md', linkMap: {}, hidden: false, date: '2024-05-31T00:00:00.000Z', authors: ['Ada'] };

function input(extra: Partial<LlmsInput> = {}): LlmsInput {
  const pages = [...docsOf(next), ...docsOf(old), post];
  return {
    site: { title: 'Site', description: 'A site for tests', origin: 'https://example.org', baseUrl: '/' },
    pages,
    copies: new Map(pages.map((page) => [page.path, `# ${page.title}\n\nBody of ${page.path}.\n`])),
    blog: true,
    linkCopies: true,
    ...extra,
  };
}

const fileOf = (files: ReturnType<typeof buildLlmsFiles>, path: string) => files.find((f) => f.path === path)?.content;

describe('llms.txt', () => {
  it('follows the convention: title, summary, then sections of links to the latest docs in sidebar order, the blog, the other versions as optional', () => {
    const files = buildLlmsFiles(input());
    expect(files.map((f) => f.path)).toEqual(['llms.txt', 'llms-full.txt', 'docs/next/llms.txt', 'docs/next/llms-full.txt', 'docs/1.0/llms.txt', 'docs/1.0/llms-full.txt']);
    expect(fileOf(files, 'llms.txt')).toBe(
      [
        '# Site',
        '',
        '> A site for tests',
        '',
        'The links lead to Markdown copies of the pages of the Next docs. Their full text in one file: https://example.org/llms-full.txt',
        '',
        '## Docs',
        '',
        '- [Intro](https://example.org/docs/next/intro.md): About intro',
        '- [FAQ](https://example.org/docs/next/faq.md): About faq',
        '- [Loose](https://example.org/docs/next/loose.md): About loose',
        '',
        '## Guides',
        '',
        '- [Guides](https://example.org/docs/next/guides.md): About guides',
        '- [Install](https://example.org/docs/next/guides/install.md): Install it',
        '',
        '## Guides › Deep',
        '',
        '- [Tuning](https://example.org/docs/next/guides/tuning.md): About tuning',
        '',
        '## Blog',
        '',
        '- [Hello \\[world\\]](https://example.org/blog/hello.md): First post (2024-05-31)',
        '',
        '## Optional',
        '',
        '- [Docs 1.0](https://example.org/docs/1.0/llms.txt): the 1.0 docs, by category; full text at https://example.org/docs/1.0/llms-full.txt',
        '',
      ].join('\n'),
    );
  });

  it('writes the full text of a version’s docs in the same order, each with its page’s URL', () => {
    const full = fileOf(buildLlmsFiles(input()), 'docs/1.0/llms-full.txt')!;
    expect(full.startsWith('# Site docs, 1.0\n\n> A site for tests\n\n# Intro\n\nSource: https://example.org/docs/1.0/intro\n\nBody of /docs/1.0/intro.\n\n# FAQ\n')).toBe(true);
    const order = [...full.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]);
    expect(order).toEqual(['intro', 'faq', 'loose', 'guides', 'guides/install', 'guides/tuning'].map((slug) => `https://example.org/docs/1.0/${slug}`));
    expect(full).not.toContain('Secret');
  });

  it('links the pages themselves when the site writes no copies, and leaves the blog out when asked', () => {
    const root = fileOf(buildLlmsFiles(input({ linkCopies: false, blog: false, site: { title: 'Site', description: '', origin: 'https://example.org', baseUrl: '/base/' } })), 'llms.txt')!;
    expect(root).toContain('- [Intro](https://example.org/docs/next/intro): About intro');
    expect(root.startsWith('# Site\n\nThe links lead to the pages of the Next docs. Their full text in one file: https://example.org/base/llms-full.txt')).toBe(true);
    expect(root).not.toContain('## Blog');
  });

  it('lists the blog alone on a site without docs', () => {
    const files = buildLlmsFiles(input({ pages: [post] }));
    expect(files.map((f) => f.path)).toEqual(['llms.txt']);
    expect(fileOf(files, 'llms.txt')).toBe('# Site\n\n> A site for tests\n\n## Blog\n\n- [Hello \\[world\\]](https://example.org/blog/hello.md): First post (2024-05-31)\n');
  });
});
