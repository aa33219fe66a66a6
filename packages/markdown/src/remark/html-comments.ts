import remarkComment from '@slorber/remark-comment';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { getFolioData } from '../file-data.ts';
import { type TreeParent, walkTree } from '../walk-tree.ts';

/** What remark-comment leaves in the tree for `<!--text-->` when asked to keep it. */
interface CommentNode extends Node {
  type: 'comment';
  commentValue: string;
}

function isComment(node: Node): node is CommentNode {
  return node.type === 'comment';
}

/**
 * Docusaurus's `markdown.mdx1Compat.comments`: `<!-- … -->` is read as a comment anywhere but in
 * code (between blocks, inside a paragraph, over several lines), in `.md` as in `.mdx`, where
 * MDX 3 alone rejects it, and left out of the output. The syntax comes from remark-comment (the
 * package Docusaurus uses); this plugin keeps the comments in the tree just long enough to find a
 * top-level `<!-- truncate -->` (the blog's excerpt marker), then removes them all, before any
 * other plugin sees them.
 */
export default function remarkHtmlComments(this: Processor) {
  (remarkComment as (this: Processor, options: { ast: boolean }) => void).call(this, { ast: true });
  return (tree: Root, file: VFile) => {
    // No comment without its opening in the text parsed: the walk is skipped (most files).
    if (typeof file.value === 'string' && !file.value.includes('<!--')) return;
    const marker = (tree.children as Node[]).find((node) => isComment(node) && node.commentValue.trim() === 'truncate');
    const offset = marker?.position?.start.offset;
    if (offset !== undefined) getFolioData(file).truncateOffset = offset;
    walkTree(tree as TreeParent<Node>, (node, index, parent) => {
      if (!isComment(node)) return;
      parent.children.splice(index, 1);
      return index; // A comment has no children: the walk goes on with the node that took its place.
    });
  };
}
