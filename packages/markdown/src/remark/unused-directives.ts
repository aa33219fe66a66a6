import type { Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walkTree } from '../walk-tree.ts';
import { getFolioData } from '../file-data.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * Puts back, as the text that was written, directives that nothing used: remark-directive reads
 * `see foo:bar` as a text directive `:bar`, and `::x`/`:::x` lines as leaf/container directives.
 * Runs after remarkAdmonitions. Unknown leaf and container directives get a warning.
 */
export default function remarkUnusedDirectives() {
  return (tree: Root, file: VFile) => {
    const data = getFolioData(file);
    walkTree(tree, (node, index, parent) => {
      if (!isDirective(node)) return;
      const replacement = restore(node, data.source);
      if (node.type !== 'textDirective') {
        const start = node.position?.start;
        data.messages.push({
          file: file.path,
          line: start?.line ?? 1,
          column: start?.column ?? 1,
          reason: `Unknown directive "${node.type === 'leafDirective' ? '::' : ':::'}${node.name}"; it is rendered as text`,
          ruleId: 'folio-markdown:directive',
        });
      }
      parent.children.splice(index, 1, ...replacement);
      return index; // Revisit from the first replacement: restored children may hold directives.
    });
  };
}

function isDirective(node: { type: string }): node is Directive {
  return node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective';
}

function restore(node: Directive, source: string): RootContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const raw = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
  if (node.type === 'containerDirective') {
    const [firstLine = raw] = raw.split('\n');
    const lastLine = raw.slice(raw.lastIndexOf('\n') + 1).trim();
    const children = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
    const closing = /^:{3,}$/.test(lastLine) ? [paragraph([text(lastLine)])] : [];
    return [paragraph([text(firstLine.trim())]), ...children, ...closing];
  }
  const phrasing = restoreInline(node, raw, source);
  return node.type === 'leafDirective' ? [paragraph(phrasing)] : phrasing;
}

/** `:name[label]{attrs}` with the label's own Markdown kept. */
function restoreInline(node: LeafDirective | TextDirective, raw: string, source: string): PhrasingContent[] {
  const last = node.children[node.children.length - 1];
  const labelEnd = last?.position?.end.offset;
  const end = node.position?.end.offset;
  if (!last || labelEnd === undefined || end === undefined) return [text(raw)];
  const marker = node.type === 'leafDirective' ? '::' : ':';
  return [text(`${marker}${node.name}[`), ...node.children, text(source.slice(labelEnd, end))];
}

function text(value: string): Text {
  return { type: 'text', value };
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children };
}
