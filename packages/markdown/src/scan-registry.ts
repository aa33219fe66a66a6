import type { CompiledMarkdown, CompileInput } from './types.ts';

/** Limit of remembered scans (about a site's worth; the oldest go first). */
const MAX_SCANS = 20_000;

/** The compile options of a file that was only scanned: what it is compiled with later. */
export type ScannedInput = Omit<CompileInput, 'source'>;

/**
 * What a scan-first compiler (the development server's) knows of the files it only scanned:
 * the scans, by compile cache key, so that a reload scans only the files that changed, and the
 * options each file was scanned with, so that the bundler compiles it later with the same ones.
 */
export interface ScanRegistry {
  /** A scan remembered by its key, or made by `scan` and remembered. */
  remembered(key: string, scan: () => CompiledMarkdown): CompiledMarkdown;
  /** Remembers how a file that was only scanned must be compiled (its text is read again then). */
  register(input: CompileInput): void;
  /** The compile options a scanned file was registered with, if any. */
  inputFor(filePath: string): ScannedInput | undefined;
  /** Every file scanned so far, with its options. */
  inputs(): ScannedInput[];
}

/** An empty registry; its owner (a MarkdownCompiler) lives as long as the site session. */
export function createScanRegistry(): ScanRegistry {
  const scans = new Map<string, CompiledMarkdown>();
  const inputs = new Map<string, ScannedInput>();
  return {
    remembered(key, scan) {
      let result = scans.get(key);
      if (!result) {
        result = scan();
        if (scans.size >= MAX_SCANS) scans.delete(scans.keys().next().value!);
        scans.set(key, result);
      }
      return result;
    },
    register({ source: _source, ...options }) {
      inputs.set(options.filePath, options);
    },
    inputFor: (filePath) => inputs.get(filePath),
    inputs: () => [...inputs.values()],
  };
}
