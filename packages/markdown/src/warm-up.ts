import type { CompileInput } from './types.ts';

/** A small page using the usual parts of the pipeline: front matter, headings, a list, a table, code, a link, an admonition. */
const WARM_UP_PAGE = [
  '---', 'title: Warm-up', '---', '', '# Warm-up', '', 'A paragraph with `code`, **strong** text and a [link](https://example.org/).', '',
  '## Steps', '', '- one', '- two', '', '| Flag | Meaning |', '| --- | --- |', '| `-o` | output |', '',
  ':::note', '', 'A note.', '', ':::', '', '```bash title="run.sh"', 'echo ready', '```', '',
].join('\n');

/**
 * `runs` compiles of a small page (each under its own file name) that load a compiler and get it
 * past its first, slow runs, so that the first real compile (a page a browser opens, a page just
 * saved) runs at full speed. Pure.
 */
export function warmUpInputs(runs: number): CompileInput[] {
  return Array.from({ length: runs }, (_, i) => ({ source: WARM_UP_PAGE, filePath: `/folio-warm-up-${i}.md` }));
}
