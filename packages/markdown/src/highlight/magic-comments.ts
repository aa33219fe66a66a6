/**
 * Docusaurus magic comments: `// highlight-next-line`, `// highlight-start` … `// highlight-end`,
 * in any of the usual comment forms (`//`, `#`, `--`, `;`, `%`, `/* *\/`, `{/* *\/}`, `<!-- -->`).
 */
const MAGIC = /^\s*(?:\/\/|#|--|;+|%|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/** Code with the magic comment lines removed, and the 1-based lines they highlight. */
export interface MagicCommentResult {
  code: string;
  highlightLines: number[];
}

/** Removes magic comment lines and returns which of the remaining lines are highlighted. */
export function applyMagicComments(code: string): MagicCommentResult {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') depth++;
    else if (magic === 'end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (nextLine || depth > 0) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlightLines: [...highlighted] };
}
