import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { getFolioData } from '../fileData.ts';

const HTML_MARKER = /^<!--\s*truncate\s*-->$/;
const MDX_MARKER = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

/**
 * Finds the excerpt marker (`<!-- truncate -->` in .md, `{/* truncate *\/}` in .mdx) among the
 * top-level blocks and records where it starts; the compiler compiles the text before it.
 */
export default function remarkTruncateMarker() {
  return (tree: Root, file: VFile) => {
    for (const node of tree.children) {
      const isMarker =
        (node.type === 'html' && HTML_MARKER.test(node.value.trim())) ||
        (node.type === 'mdxFlowExpression' && MDX_MARKER.test(node.value));
      if (isMarker && node.position?.start.offset !== undefined) {
        getFolioData(file).truncateOffset = node.position.start.offset;
        return;
      }
    }
  };
}
