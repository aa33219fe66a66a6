import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';
import { getFolioData } from '../file-data.ts';

/** Nodes that may come before a leading `# Title` without making it less of a title. */
const SKIPPABLE = new Set(['mdxjsEsm', 'html', 'mdxFlowExpression', 'yaml', 'definition']);

/** Records the text of a `# H1` that starts the content (after imports and comments). */
export default function remarkContentTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.find((node) => !SKIPPABLE.has(node.type));
    if (first?.type === 'heading' && first.depth === 1) getFolioData(file).contentTitle = toString(first).trim();
  };
}
