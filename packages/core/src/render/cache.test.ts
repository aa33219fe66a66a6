import { describe, expect, test } from 'vitest';
import { decodeRenderEntry, encodeRenderEntry } from './cache.ts';
import type { RenderedBody } from './render-page.ts';

const rendered: RenderedBody = {
  body: '<main class="doc">\n<h1 id="a">A "quoted"\nline</h1>\\n</main>',
  htmlClassName: 'plugin-docs',
  hrefs: ['/docs/b', '#a'],
  ids: ['a'],
  search: { title: 'A', sections: [{ title: 'A', hash: 'a', content: 'line\nbreak' }] } as unknown as RenderedBody['search'],
};

describe('render cache entries', () => {
  test('read back what was stored, the body as it was (line breaks, quotes and backslashes kept)', () => {
    const text = encodeRenderEntry(rendered);
    expect(text.endsWith(`\n${rendered.body}`)).toBe(true);
    expect(decodeRenderEntry(Buffer.from(text))).toEqual({ ...rendered, body: Buffer.from(rendered.body) });
    expect(decodeRenderEntry(Buffer.from(encodeRenderEntry({ ...rendered, body: '', search: null })))).toEqual({ ...rendered, body: Buffer.alloc(0), search: null });
  });

  test('read back as bytes: the body is the UTF-8 of what was stored, untouched, and the rest as parsed', () => {
    const withAccents = { ...rendered, body: '<p>Café — “quoted” 🚀</p>\n', search: null };
    const entry = decodeRenderEntry(Buffer.from(encodeRenderEntry(withAccents)));
    expect(Buffer.from(entry!.body).toString('utf8')).toBe(withAccents.body);
    expect({ ...entry, body: '' }).toEqual({ ...withAccents, body: '' });
    expect(decodeRenderEntry(Buffer.from('{"hrefs": []}\n<main>'))).toBeUndefined();
    expect(decodeRenderEntry(Buffer.from('{"body": "torn'))).toBeUndefined();
  });

  test('a torn or foreign entry is no entry', () => {
    const text = encodeRenderEntry(rendered);
    expect(decodeRenderEntry(Buffer.from(text.slice(0, text.indexOf('\n') - 3)))).toBeUndefined();
    expect(decodeRenderEntry(Buffer.from(`${text.slice(0, 20)}\n<main>`))).toBeUndefined();
    expect(decodeRenderEntry(Buffer.from('{"body": "torn'))).toBeUndefined();
    expect(decodeRenderEntry(Buffer.from('{"hrefs": []}\n<main>'))).toBeUndefined();
  });
});
