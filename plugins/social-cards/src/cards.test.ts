import type { FinalRoute } from '@folio/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardKey, selectCardPages, type CardStyle } from './cards.ts';
import { byline, textTree, titleSize, type CardNode } from './layout.ts';
import { drawCard } from './render.ts';

const style: CardStyle = { siteName: 'Site', host: 'example.org', colors: { background: '#102030', text: '#ffffff', accent: '#80b0ff', muted: '#c0d0e0' }, logoHash: '' };

function route(path: string, props: unknown, head?: FinalRoute['head']): FinalRoute {
  return { path, component: '@theme/DocPage', plugin: 'p', permalink: path, outFile: `${path.slice(1)}/index.html`, props, head };
}

const docProps = (version: string, path: string) => ({
  title: 'trace_exec',
  version: { name: version, label: version },
  breadcrumbs: [{ label: 'Gadgets', href: `/docs/${version}/gadgets` }, { label: 'Trace' }, { label: 'trace_exec', href: path }],
});

describe('which pages get a card, and what it shows', () => {
  const routes = [
    route('/docs/latest/gadgets/trace_exec', docProps('latest', '/docs/latest/gadgets/trace_exec')),
    route('/docs/v1/gadgets/trace_exec', docProps('v1', '/docs/v1/gadgets/trace_exec')),
    route('/docs/latest/quick-start', { title: 'Quick start', version: { name: 'latest' }, breadcrumbs: [{ label: 'Quick start', href: '/docs/latest/quick-start' }] }),
    route('/blog/hello', { post: { title: 'Hello', formattedDate: 'May 31, 2024', authors: [{ name: 'Ada' }, { key: 'bob' }] } }),
    route('/docs/latest/tags', { tags: [], version: { name: 'latest' } }),
    route('/docs/latest', { to: '/docs/latest/intro' }, { redirectTo: '/docs/latest/intro' }),
    route('/', {}),
  ];

  it('takes doc pages with their sidebar section and posts with date and authors', () => {
    expect(selectCardPages(routes, 'Blog')).toEqual([
      { path: '/docs/latest/gadgets/trace_exec', content: { title: 'trace_exec', section: 'Gadgets › Trace' } },
      { path: '/docs/v1/gadgets/trace_exec', content: { title: 'trace_exec', section: 'Gadgets › Trace' } },
      { path: '/docs/latest/quick-start', content: { title: 'Quick start', section: '' } },
      { path: '/blog/hello', content: { title: 'Hello', section: 'Blog', date: 'May 31, 2024', authors: ['Ada', 'bob'] } },
    ]);
  });

  it('keys a card by what it shows: the same doc in two versions is one card, any visible change is another', () => {
    const [latest, v1, quick, post] = selectCardPages(routes, 'Blog');
    expect(cardKey(latest!.content, style)).toBe(cardKey(v1!.content, style));
    expect(cardKey(latest!.content, style)).not.toBe(cardKey(quick!.content, style));
    expect(cardKey(latest!.content, style)).not.toBe(cardKey({ ...latest!.content, section: 'Gadgets' }, style));
    expect(cardKey(post!.content, style)).not.toBe(cardKey({ ...post!.content, authors: ['Ada'] }, style));
    expect(cardKey(latest!.content, style)).not.toBe(cardKey(latest!.content, { ...style, colors: { ...style.colors, accent: '#ff0000' } }));
    expect(cardKey(latest!.content, style)).not.toBe(cardKey(latest!.content, { ...style, logoHash: 'other-logo' }));
    expect(cardKey(latest!.content, style)).toMatch(/^[0-9a-f]{20}$/);
  });
});

/** Every string in a tree, in order. */
function texts(node: CardNode | string | undefined): string[] {
  if (node === undefined) return [];
  if (typeof node === 'string') return [node];
  const children = node.props.children;
  return Array.isArray(children) ? children.flatMap(texts) : texts(children);
}

describe('drawing a card', () => {
  it('lays out the section, the title and a post’s date, authors and the host, smaller type for long titles', () => {
    expect(texts(textTree({ title: 'Hello', section: 'Blog', date: 'May 31, 2024', authors: ['Ada', 'Bob'] }, style))).toEqual(['Blog', 'Hello', 'May 31, 2024 · Ada, Bob', 'example.org']);
    expect(byline({})).toBe('');
    expect(titleSize('short')).toBeGreaterThan(titleSize('a'.repeat(60)));
    expect(titleSize('a'.repeat(60))).toBeGreaterThan(titleSize('a'.repeat(100)));
  });

  it('draws a 1200 × 600 PNG with the site’s colours and the text on it', async () => {
    const png = await drawCard({ title: 'Tracing exec calls in every container', section: 'Gadgets › Trace' }, { style });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height]).toEqual(['raw', 1200, 600]);
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * info.channels, (y * 1200 + x) * info.channels + 3)];
    expect(pixel(10, 10)).toEqual([0x10, 0x20, 0x30]);
    expect(pixel(600, 595)).toEqual([0x80, 0xb0, 0xff]);
    // The title's white glyphs are somewhere on its line.
    let white = 0;
    for (let x = 72; x < 1128; x++) for (let y = 300; y < 400; y++) if (pixel(x, y).every((v) => v > 240)) white++;
    expect(white).toBeGreaterThan(1000);
  });
});
