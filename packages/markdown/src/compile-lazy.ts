import type { CompileManyResult } from './compile.ts';
import type { CompiledMarkdown, CompileInput } from './types.ts';

/**
 * The compiler, loaded on first use: unified, MDX and Prism take a good part of a second to load,
 * and a build whose files are all in the compile cache (or a development server that only scans)
 * never needs them.
 */
let compiler: Promise<typeof import('./compile.ts')> | undefined;

function loadCompiler(): Promise<typeof import('./compile.ts')> {
  compiler ??= import('./compile.ts');
  return compiler;
}

/** Compiles one Markdown/MDX file (see compile.ts), loading the compiler on first use. */
export async function compileMarkdown(input: CompileInput): Promise<CompiledMarkdown> {
  return (await loadCompiler()).compileMarkdown(input);
}

/** Compiles many files, collecting every error (see compile.ts), loading the compiler on first use. */
export async function compileMany(inputs: readonly CompileInput[], compile?: (input: CompileInput) => Promise<CompiledMarkdown>): Promise<CompileManyResult> {
  return (await loadCompiler()).compileMany(inputs, compile);
}

/** A small page using the usual parts of the pipeline: front matter, headings, a list, a table, code, a link, an admonition. */
const WARM_UP_PAGE = [
  '---', 'title: Warm-up', '---', '', '# Warm-up', '', 'A paragraph with `code`, **strong** text and a [link](https://example.org/).', '',
  '## Steps', '', '- one', '- two', '', '| Flag | Meaning |', '| --- | --- |', '| `-o` | output |', '',
  ':::note', '', 'A note.', '', ':::', '', '```bash title="run.sh"', 'echo ready', '```', '',
].join('\n');

/**
 * Loads the compiler and runs it a few times on a small page, yielding between runs, so that the
 * first real compile in this thread (a page the writer just saved) runs at full speed, not cold.
 */
export async function warmUpCompiler(runs = 3): Promise<void> {
  for (let i = 0; i < runs; i++) {
    await compileMarkdown({ source: WARM_UP_PAGE, filePath: `/folio-warm-up-${i}.md` });
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Starts loading the compiler now, so that the first compile does not wait for it. */
export function preloadCompiler(): void {
  void loadCompiler();
}
