import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import { walkTree } from './walk-tree.ts';

const text = (value: string) => ({ type: 'text', value }) as const;

/** `# Title`, a paragraph with emphasis and a link, a two-item list with strong text, and a quote. */
function createTree(): Root {
  return {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text('Title')] },
      { type: 'paragraph', children: [text('Some '), { type: 'emphasis', children: [text('emphasis')] }, text(' and '), { type: 'link', url: './x.md', children: [text('a link')] }] },
      {
        type: 'list',
        children: [
          { type: 'listItem', children: [{ type: 'paragraph', children: [text('one')] }] },
          { type: 'listItem', children: [{ type: 'paragraph', children: [text('two '), { type: 'strong', children: [text('strong')] }] }] },
        ],
      },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [text('quote')] }] },
    ],
  };
}

/** Types of the nodes a walk sees, in order, as `type@index`. */
function record(walk: (tree: Root, visitor: (node: RootContent, index: number) => void) => void): string[] {
  const seen: string[] = [];
  walk(createTree(), (node, index) => void seen.push(`${node.type}@${index}`));
  return seen;
}

describe('walkTree', () => {
  test('visits the nodes under the root in the order unist-util-visit does, with the same indexes', () => {
    const ours = record((tree, visitor) => walkTree(tree, visitor));
    const theirs = record((tree, visitor) => visit(tree, (node, index, parent) => void (parent && visitor(node as RootContent, index ?? -1))));
    expect(ours).toEqual(theirs);
    expect(ours.length).toBeGreaterThan(10);
  });

  test('walks the children of a node its visitor replaced by one that keeps them', () => {
    const tree: Root = { type: 'root', children: [{ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'emphasis', children: [text('a')] }] }] }] };
    const seen: string[] = [];
    walkTree(tree, (node, index, parent) => {
      seen.push(node.type);
      if (node.type === 'blockquote') parent.children[index] = { type: 'paragraph', children: [] };
    });
    expect(seen).toEqual(['blockquote', 'paragraph', 'emphasis', 'text']);
    expect(tree.children[0]?.type).toBe('paragraph');
  });

  test('goes on at the index its visitor returns, as unist-util-visit does (after the removed node\'s children)', () => {
    const run = (walk: (tree: Root) => void): string => {
      const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'emphasis', children: [text('a')] }, text(' b '), { type: 'emphasis', children: [{ type: 'emphasis', children: [text('c')] }] }] }] };
      walk(tree);
      return JSON.stringify(tree);
    };
    const unwrap = (node: RootContent, index: number, children: RootContent[]) => {
      if (node.type !== 'emphasis') return undefined;
      children.splice(index, 1, ...node.children, { type: 'text', value: '!' });
      return index;
    };
    const ours = run((tree) => walkTree(tree, (node, index, parent) => unwrap(node, index, parent.children)));
    const theirs = run((tree) => visit(tree, (node, index, parent) => (parent && index !== undefined ? unwrap(node as RootContent, index, parent.children as RootContent[]) : undefined)));
    expect(ours).toEqual(theirs);
    expect(ours).toContain('"value":"!"');
  });
});
