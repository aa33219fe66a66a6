import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';
import { getFolioData } from '../file-data.ts';

/**
 * Gives headings the Docusaurus explicit ids (`## Title {#custom-id}`) that preprocessMarkdown
 * blanked out and remembered by line; rehype-slug then leaves those headings alone.
 */
export default function remarkExplicitHeadingIds() {
  return (tree: Root, file: VFile) => {
    const ids = getFolioData(file).explicitHeadingIds;
    if (ids.size === 0) return;
    walkTree(tree, (node) => {
      if (node.type !== 'heading') return;
      const id = ids.get(node.position?.start.line ?? -1);
      if (!id) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, id };
    });
  };
}
