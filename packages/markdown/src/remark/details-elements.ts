import type { Root } from 'mdast';
import { walkTree } from '../walk-tree.ts';

/** Lower-case JSX elements that should render through the MDX components map. */
const MAPPED = new Set(['details']);

/**
 * MDX renders lower-case JSX written in a file (`<details>`) as the plain element, bypassing the
 * components map. Docusaurus renders `<details>` through its Details component, so drop MDX's
 * "explicit JSX" mark on it.
 */
export default function remarkDetailsElements() {
  return (tree: Root) => {
    walkTree(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && MAPPED.has(node.name) && node.data) {
        delete (node.data as { _mdxExplicitJsx?: boolean })._mdxExplicitJsx;
      }
    });
  };
}
