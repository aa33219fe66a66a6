import type { MermaidBlock } from './file-data.ts';
import type { MarkdownMessage } from './types.ts';

/** What we use of mermaid's API. */
interface MermaidParser {
  parse(text: string): Promise<{ diagramType?: string } | false>;
  detectType(text: string): string;
}

/** The check of a page's diagrams: warnings for invalid ones, and each diagram's type by its text. */
export interface MermaidCheck {
  messages: MarkdownMessage[];
  /** Diagram text → mermaid's type id (`sequence`, `flowchart-v2`), for the diagrams whose type is known. */
  types: Map<string, string>;
}

/** Errors that mean "mermaid needs a browser here", not "the diagram is wrong". */
const ENVIRONMENT_ERROR = /\b(?:document|window|DOMPurify|navigator|getComputedStyle|SVG\w*)(?:\.\w+)* is not (?:defined|a function)/i;

let parserPromise: Promise<MermaidParser | undefined> | undefined;

/**
 * Without a DOM, DOMPurify exposes no API, and mermaid's flowchart parser calls it to sanitise
 * labels. A syntax check needs no sanitising, so give the DOM-less instance pass-through methods
 * (in Node nothing else can use it: it has no DOM to sanitise).
 */
async function makeDomPurifyParseable(): Promise<void> {
  const purify = (await import('dompurify')).default as unknown as Record<string, unknown>;
  if (purify.isSupported) return;
  const noop = () => undefined;
  purify.addHook ??= noop;
  purify.removeHook ??= noop;
  purify.removeHooks ??= noop;
  purify.removeAllHooks ??= noop;
  purify.sanitize ??= (dirty: unknown) => String(dirty);
}

/** Loads mermaid once, only when a page has a diagram; undefined when it cannot run in Node. */
function loadParser(): Promise<MermaidParser | undefined> {
  parserPromise ??= makeDomPurifyParseable()
    .then(() => import('mermaid'))
    .then(
      (module) => module.default as MermaidParser,
      () => undefined,
    );
  return parserPromise;
}

/**
 * Parses each diagram with mermaid in Node and returns a warning, placed in the file, for each
 * syntax error, and the type mermaid found for each diagram (what the browser will load to draw
 * it). Failures caused by the missing DOM are skipped silently; such a diagram's type is still
 * detected from its text.
 */
export async function checkMermaidBlocks(blocks: readonly MermaidBlock[], file: string): Promise<MermaidCheck> {
  const check: MermaidCheck = { messages: [], types: new Map() };
  if (blocks.length === 0) return check;
  const parser = await loadParser();
  if (!parser) return check;
  for (const block of blocks) {
    try {
      const parsed = await parser.parse(block.value);
      if (parsed && parsed.diagramType) check.types.set(block.value, parsed.diagramType);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (!ENVIRONMENT_ERROR.test(text)) {
        check.messages.push(toMessage(text, block, file));
        continue;
      }
      const type = detectType(parser, block.value);
      if (type) check.types.set(block.value, type);
    }
  }
  return check;
}

function detectType(parser: MermaidParser, text: string): string | undefined {
  try {
    return parser.detectType(text);
  } catch {
    return undefined;
  }
}

/** Places a mermaid error: its diagram line maps to the file line after the opening fence. */
function toMessage(text: string, block: MermaidBlock, file: string): MarkdownMessage {
  const place = /\bline (\d+)(?:, column (\d+))?/.exec(text);
  const diagramLines = block.value.split('\n').length;
  const diagramLine = place ? Math.min(Math.max(1, Number(place[1])), diagramLines) : 0;
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  // jison messages: "Parse error on line N:", a context line, a caret line, "Expecting …".
  const summary = lines.length > 1 && /^Parse error/.test(lines[0] ?? '') ? `${lines[0]} ${lines[lines.length - 1]}` : (lines[0] ?? text);
  return {
    file,
    line: block.line + diagramLine,
    column: place?.[2] ? Number(place[2]) + block.column - 1 : block.column,
    reason: `Invalid Mermaid diagram: ${summary.replace(/^Parsing failed:\s*/, '')}`,
    ruleId: 'folio-markdown:mermaid',
  };
}
