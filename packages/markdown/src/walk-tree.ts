/** A node with children, in mdast or hast. */
export interface TreeParent<Node> {
  children: Node[];
}

/**
 * What a visitor of walkTree gets: a node, its index and its parent. It may return the index in
 * the parent's children to go on from (after a replacement that must be visited too); otherwise
 * the walk goes on with the next sibling.
 */
export type TreeVisitor<Node> = (node: Node, index: number, parent: TreeParent<Node>) => number | void;

/**
 * Visits every node under `tree` (not the tree itself) in document order, as unist-util-visit
 * does, without its closure, parents list and property definition per node (a good part of a
 * compile's plugin time). As there, a node's children are read after its visitor ran (so the
 * visitor may replace them, or replace the node and keep them) and walked before the walk goes
 * on at the index the visitor returned.
 */
export function walkTree<Node extends object>(tree: TreeParent<Node>, visitor: TreeVisitor<Node>): void {
  const { children } = tree;
  let index = 0;
  while (index >= 0 && index < children.length) {
    const node = children[index] as Node;
    const next = visitor(node, index, tree);
    if ('children' in node && node.children) walkTree(node as TreeParent<Node>, visitor);
    index = typeof next === 'number' ? next : index + 1;
  }
}
