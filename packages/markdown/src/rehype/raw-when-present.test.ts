import type { Root } from 'hast';
import { describe, expect, test } from 'vitest';
import { VFile } from 'vfile';
import rehypeRawWhenPresent from './raw-when-present.ts';

const transform = rehypeRawWhenPresent({});

describe('rehypeRawWhenPresent', () => {
  test('leaves a tree without HTML as it is, not parsed again', () => {
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'a < b' }] }] };
    expect(transform(tree, new VFile())).toBe(tree);
  });

  test('parses the HTML of a tree that has some, however deep', () => {
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'raw', value: '<b>bold</b>' }] }] };
    const parsed = transform(tree, new VFile());
    expect(parsed).not.toBe(tree);
    expect(JSON.stringify(parsed)).toContain('"tagName":"b"');
    expect(JSON.stringify(parsed)).not.toContain('"type":"raw"');
  });
});

describe('rehypeRawWhenPresent on properties the HTML parser changes', () => {
  test('parses a tree whose properties would come back in another form (footnote marks, list starts)', () => {
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'sup', properties: { dataFootnoteRef: true }, children: [] }] };
    expect(JSON.stringify(transform(tree, new VFile()))).toContain('"dataFootnoteRef":""');
    const list: Root = { type: 'root', children: [{ type: 'element', tagName: 'ol', properties: { start: 3 }, children: [] }] };
    expect(transform(list, new VFile())).not.toBe(list);
  });
});
