import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';
import { getFolioData } from '../file-data.ts';
import { highlightCode, type CodeLine } from '../highlight/highlight.ts';
import { applyMagicComments } from '../highlight/magic-comments.ts';
import { parseCodeMeta } from '../highlight/meta.ts';
import { createJsxFlowElement } from '../jsx-nodes.ts';

/** Props given to CodeBlock for a highlighted block (see theme/src/theme/CodeBlock). */
export interface HighlightedCodeProps {
  language?: string;
  title?: string;
  lines: CodeLine[];
  highlightLines?: number[];
  showLineNumbers?: boolean | number;
}

/**
 * Builds CodeBlock props from code and its meta string: `{1,3-5}` ranges win over magic comments
 * (as in Docusaurus); otherwise `// highlight-next-line` and friends are applied and removed.
 */
export function toHighlightedCodeProps(code: string, language: string | undefined, meta: string | undefined): HighlightedCodeProps {
  const parsed = parseCodeMeta(meta);
  const magic = parsed.highlightLines ? { code, highlightLines: parsed.highlightLines } : applyMagicComments(code);
  return {
    language,
    title: parsed.title,
    lines: highlightCode(magic.code, language),
    highlightLines: magic.highlightLines.length > 0 ? magic.highlightLines : undefined,
    showLineNumbers: parsed.showLineNumbers,
  };
}

/**
 * Replaces fenced code with `<CodeBlock lines={…}>` highlighted at build time, and ```mermaid
 * fences with `<Mermaid value="…"/>` (remembered for the build-time diagram check) unless
 * `mermaid` is false (Docusaurus's `markdown.mermaid`): then they are code blocks too.
 */
export default function remarkCodeBlocks(options: { mermaid?: boolean } = {}) {
  const diagrams = options.mermaid ?? true;
  return (tree: Root, file: VFile) => {
    const data = getFolioData(file);
    walkTree(tree, (node, index, parent) => {
      if (node.type !== 'code') return;
      const language = node.lang ?? undefined;
      if (language === 'mermaid' && diagrams) {
        const start = node.position?.start;
        data.mermaidBlocks.push({ value: node.value, line: start?.line ?? 1, column: start?.column ?? 1 });
        const element = createJsxFlowElement('Mermaid', { value: node.value });
        element.position = node.position;
        parent.children[index] = element;
        return;
      }
      const props = toHighlightedCodeProps(node.value, language, node.meta ?? undefined);
      const element = createJsxFlowElement('CodeBlock', { ...props });
      element.position = node.position;
      element.data = { ...element.data, folioText: node.value };
      parent.children[index] = element;
    });
  };
}
