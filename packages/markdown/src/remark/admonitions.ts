import type { Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import { createJsxFlowElement } from '../jsx-nodes.ts';
import { ADMONITION_TYPES } from '../preprocess.ts';

const TYPES = new Set<string>(ADMONITION_TYPES);

/**
 * Turns `:::note[Title]` … `:::` container directives (parsed by remark-directive, nesting by
 * longer fences) into `<Admonition type="note" title="Title">` elements. The title is plain text.
 */
export default function remarkAdmonitions() {
  return (tree: Root) => {
    walkTree(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' || !TYPES.has(node.name)) return;
      const first = node.children[0];
      const hasLabel = first?.type === 'paragraph' && (first as Paragraph).data?.directiveLabel === true;
      const title = hasLabel ? toString(first).trim() : (node.attributes?.title ?? undefined);
      // Same children array: walkTree() walks it next, and nested admonitions are replaced in place.
      if (hasLabel) node.children.shift();
      const element = createJsxFlowElement('Admonition', { type: node.name, title: title || undefined }, node.children);
      element.position = node.position;
      parent.children[index] = element;
    });
  };
}
