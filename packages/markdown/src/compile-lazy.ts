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
