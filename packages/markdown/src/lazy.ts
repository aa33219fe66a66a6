import type { CompileInput } from './types.ts';

let scanFirst = false;

/**
 * Sets this process's compile mode. The development server turns scanning on: files missing from
 * the compile cache are only scanned when content loads, and compiled when a page needs them.
 */
export function setScanFirst(enabled: boolean): void {
  scanFirst = enabled;
}

/** True while files missing from the cache are scanned instead of compiled (see setScanFirst). */
export function isScanFirst(): boolean {
  return scanFirst;
}

/** The options a file was scanned with, by file: the bundler compiles it later with the same ones. */
const lazyInputs = new Map<string, Omit<CompileInput, 'source'>>();

/** Remembers how a file that was only scanned must be compiled (its text is read again then). */
export function registerLazyInput(input: CompileInput): void {
  const { source: _source, ...options } = input;
  lazyInputs.set(input.filePath, options);
}

/** The compile options a scanned file was registered with, if any. */
export function lazyInputFor(filePath: string): Omit<CompileInput, 'source'> | undefined {
  return lazyInputs.get(filePath);
}

/** Every file scanned so far, with its options; the development server compiles them in the background. */
export function lazyInputFiles(): Array<Omit<CompileInput, 'source'>> {
  return [...lazyInputs.values()];
}
