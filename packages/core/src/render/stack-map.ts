import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One frame of a stack, mapped to its source when the bundle has a source map. */
export interface StackFrame {
  /** The function, as the source names it when the map knows. */
  name: string | undefined;
  file: string;
  line: number;
  column: number;
}

/** `    at Name (file:///x.js:3:7)` or `    at file:///x.js:3:7`. */
const FRAME = /^(\s*at )(?:(.+?) \()?((?:file:\/\/)?\/[^:]+):(\d+):(\d+)\)?$/;

const maps = new Map<string, SourceMap | null>();

/** The source map of a bundle file (inline or linked), or null when it has none. */
function sourceMapOf(file: string): SourceMap | null {
  if (maps.has(file)) return maps.get(file)!;
  let map: SourceMap | null = null;
  try {
    const code = readFileSync(file, 'utf8');
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code.slice(-Math.min(code.length, 4_000_000)))?.[1];
    if (url) {
      const inline = /^data:application\/json;(?:charset=utf-8;)?base64,(.*)$/.exec(url);
      const text = inline ? Buffer.from(inline[1]!, 'base64').toString('utf8') : readFileSync(path.resolve(path.dirname(file), url), 'utf8');
      map = new SourceMap(JSON.parse(text));
    }
  } catch {
    map = null;
  }
  maps.set(file, map);
  return map;
}

/** Maps one position of a bundle file to its source; undefined when there is no map or no mapping. */
export function mapPosition(file: string, line: number, column: number): StackFrame | undefined {
  const map = sourceMapOf(file);
  if (!map) return undefined;
  const entry = map.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number; name?: string };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  // esbuild writes sources relative to the output folder; server-content files sit at the same depth as it.
  const source = /^[a-z][\w-]*:(?!\/\/)/i.test(entry.originalSource) ? entry.originalSource.replace(/^[a-z][\w-]*:/i, '') : path.resolve(path.dirname(file), entry.originalSource);
  return { name: entry.name, file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
}

/**
 * Rewrites the frames of an error stack that point into bundles with source maps so they name
 * the source file, line and column (`at Gadgets (/site/src/components/Gadgets.tsx:7:11)`).
 * Other lines stay as they are.
 */
export function mapErrorStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const match = FRAME.exec(line);
      if (!match) return line;
      const file = match[3]!.startsWith('file://') ? fileURLToPath(match[3]!) : match[3]!;
      const mapped = mapPosition(file, Number(match[4]), Number(match[5]));
      if (!mapped) return line;
      const name = match[2] ?? mapped.name;
      const place = `${mapped.file}:${mapped.line}:${mapped.column}`;
      return `${match[1]}${name ? `${name} (${place})` : place}`;
    })
    .join('\n');
}

/** The frames of a (mapped) stack that name a file. */
export function stackFrames(stack: string): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = FRAME.exec(line);
    if (!match) continue;
    const file = match[3]!.startsWith('file://') ? fileURLToPath(match[3]!) : match[3]!;
    frames.push({ name: match[2], file, line: Number(match[4]), column: Number(match[5]) });
  }
  return frames;
}
