import type { CompiledMarkdown, CompileInput } from './types.ts';

/** This process's compile mode and scanned files. */
interface CompileModeState {
  scanFirst: boolean;
  /** Scans by compile cache key (text and options): a reload scans only the files that changed. */
  scans: Map<string, CompiledMarkdown>;
  /** The options each scanned file was scanned with, by file: the bundler compiles it later with the same ones. */
  inputs: Map<string, Omit<CompileInput, 'source'>>;
}

const STATE_KEY = Symbol.for('folio.markdown.compile-mode');

/**
 * The state lives on the global object: the site config (and the plugins it imports) load in a
 * module namespace of their own, with their own copy of this module, and both copies must agree.
 */
function state(): CompileModeState {
  const global = globalThis as unknown as Record<symbol, CompileModeState | undefined>;
  return (global[STATE_KEY] ??= { scanFirst: false, scans: new Map(), inputs: new Map() });
}

/**
 * Sets this process's compile mode. The development server turns scanning on: files missing from
 * the compile cache are only scanned when content loads, and compiled when a page needs them.
 */
export function setScanFirst(enabled: boolean): void {
  state().scanFirst = enabled;
}

/** True while files missing from the cache are scanned instead of compiled (see setScanFirst). */
export function isScanFirst(): boolean {
  return state().scanFirst;
}

/** Limit of remembered scans (about a site's worth; the oldest go first). */
const MAX_SCANS = 20_000;

/** A scan remembered by its compile cache key, or made by `scan` and remembered. */
export function rememberedScan(key: string, scan: () => CompiledMarkdown): CompiledMarkdown {
  const { scans } = state();
  let result = scans.get(key);
  if (!result) {
    result = scan();
    if (scans.size >= MAX_SCANS) scans.delete(scans.keys().next().value!);
    scans.set(key, result);
  }
  return result;
}

/** Remembers how a file that was only scanned must be compiled (its text is read again then). */
export function registerLazyInput(input: CompileInput): void {
  const { source: _source, ...options } = input;
  state().inputs.set(input.filePath, options);
}

/** The compile options a scanned file was registered with, if any. */
export function lazyInputFor(filePath: string): Omit<CompileInput, 'source'> | undefined {
  return state().inputs.get(filePath);
}

/** Every file scanned so far, with its options; the development server compiles them in the background. */
export function lazyInputFiles(): Array<Omit<CompileInput, 'source'>> {
  return [...state().inputs.values()];
}
