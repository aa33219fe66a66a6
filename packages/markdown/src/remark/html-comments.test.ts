import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, test } from 'vitest';
import { getFolioData } from '../file-data.ts';
import remarkHtmlComments from './html-comments.ts';

/** A tree as remark-comment leaves it: a paragraph, then `<!-- truncate -->` between blocks. */
function treeWithComment(): Root {
  return {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'Intro', position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 6, offset: 5 } } }] },
      { type: 'comment', commentValue: ' truncate ', position: { start: { line: 3, column: 1, offset: 7 }, end: { line: 3, column: 18, offset: 24 } } } as never,
    ],
  };
}

describe('remarkHtmlComments', () => {
  const transform = (remarkHtmlComments as (this: Processor) => (tree: Root, file: VFile) => void).call(unified() as unknown as Processor);

  test('removes comments and finds the truncate marker in a file whose text has them', () => {
    const tree = treeWithComment();
    const file = new VFile({ value: 'Intro\n\n<!-- truncate -->\n', path: '/post.md' });
    transform(tree, file);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
    expect(getFolioData(file).truncateOffset).toBe(7);
  });

  test('a tree run without its text (no string value) still has its comments removed', () => {
    const tree = treeWithComment();
    const file = new VFile({ path: '/post.md' });
    transform(tree, file);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
    expect(getFolioData(file).truncateOffset).toBe(7);
  });
});
