import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { getFolioData } from '../file-data.ts';

const HTML_MARKER = /^<!--\s*truncate\s*-->$/;
const MDX_MARKER = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

/**
 * Finds the excerpt marker (`<!-- truncate -->` in .md, `{/* truncate *\/}` in .mdx) among the
 * top-level blocks and records where it starts; the compiler compiles the text before it. A
 * marker remarkHtmlComments found earlier in the file is kept.
 */
export default function remarkTruncateMarker() {
  return (tree: Root, file: VFile) => {
    const data = getFolioData(file);
    for (const node of tree.children) {
      const isMarker =
        (node.type === 'html' && HTML_MARKER.test(node.value.trim())) ||
        (node.type === 'mdxFlowExpression' && MDX_MARKER.test(node.value));
      const offset = node.position?.start.offset;
      if (isMarker && offset !== undefined) {
        if (data.truncateOffset === undefined || offset < data.truncateOffset) data.truncateOffset = offset;
        return;
      }
    }
  };
}
