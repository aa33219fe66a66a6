import { Parser } from 'htmlparser2';
import type { PageSearchDocument, PageSearchSection } from '../plugin/types.ts';


/** Elements whose text is never searchable. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'select', 'textarea', 'iframe', 'head', 'title']);
/** Elements that do not separate words; every other tag boundary inserts a space. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;

/** Collapses whitespace and drops zero-width characters (heading anchors are a zero-width space). */
export function cleanText(text: string): string {
  return text.replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim();
}

function isSkipped(name: string, attribs: Record<string, string>): boolean {
  if (SKIPPED.has(name)) return true;
  if (attribs['aria-hidden'] === 'true' || 'data-search-exclude' in attribs || 'hidden' in attribs) return true;
  return name === 'a' && /(^|\s)hash-link(\s|$)/.test(attribs.class ?? '');
}

/** Collects the text of one region (the marked content or `<main>`), split into sections. */
class RegionRecorder {
  title = '';
  sections: PageSearchSection[] = [{ heading: '', id: '', text: '' }];
  private parts: string[] = [];
  private capture: { kind: 'title' | 'heading'; depth: number; parts: string[]; id: string } | undefined;

  open(name: string, attribs: Record<string, string>, depth: number): void {
    if (!this.capture) {
      if (name === 'h1' && !this.title) {
        this.capture = { kind: 'title', depth, parts: [], id: '' };
        return;
      }
      if ((name === 'h2' || name === 'h3') && attribs.id) {
        this.flush();
        this.capture = { kind: 'heading', depth, parts: [], id: attribs.id };
        return;
      }
    }
    if (!INLINE.has(name)) this.text(' ');
  }

  close(name: string, depth: number): void {
    const capture = this.capture;
    if (capture && capture.depth === depth) {
      this.capture = undefined;
      const text = cleanText(capture.parts.join(''));
      if (capture.kind === 'title') this.title = text;
      else this.sections.push({ heading: text, id: capture.id, text: '' });
      return;
    }
    if (!INLINE.has(name)) this.text(' ');
  }

  text(text: string): void {
    (this.capture ? this.capture.parts : this.parts).push(text);
  }

  /** Moves the collected text into the current section. */
  flush(): void {
    const last = this.sections[this.sections.length - 1]!;
    last.text = cleanText(`${last.text} ${this.parts.join('')}`);
    this.parts = [];
  }
}

/** The start of the first tag carrying `data-search-content` (JSON in scripts escapes `<`, text is escaped). */
const MARKED_TAG = /<[a-z][a-z0-9-]*\s[^>]*?\bdata-search-content(?=[\s=>/])/i;
const MAIN_TAG = /<main[\s>]/i;

/**
 * Parses from the start of a region's tag until that element closes, then stops: the head,
 * navbar and sidebar before it and the footer after it are never tokenized.
 */
function parseRegion(html: string, isRegion: (name: string, attribs: Record<string, string>) => boolean): RegionRecorder | undefined {
  let depth = 0;
  let skipDepth = -1;
  let regionDepth = -1;
  let recorder: RegionRecorder | undefined;
  let done = false;
  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        depth++;
        if (done || skipDepth >= 0) return;
        if (!recorder) {
          if (isRegion(name, attribs)) {
            recorder = new RegionRecorder();
            regionDepth = depth;
          }
          return;
        }
        if (isSkipped(name, attribs)) skipDepth = depth;
        else recorder.open(name, attribs, depth);
      },
      onclosetag(name) {
        if (!done && recorder) {
          if (skipDepth >= 0) {
            if (depth === skipDepth) skipDepth = -1;
          } else if (depth === regionDepth) {
            done = true;
            parser.pause();
          } else recorder.close(name, depth);
        }
        depth--;
      },
      ontext(text) {
        if (recorder && !done && skipDepth < 0) recorder.text(text);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  if (!done) parser.end();
  recorder?.flush();
  return recorder;
}

/**
 * The searchable content of a page the render made, read from its HTML once as it is rendered:
 * the element marked `data-search-content` (else `<main>`), its first h1 as the title, and
 * sections split at h2/h3 that have ids (the anchors). Scripts, styles, buttons, hidden and
 * `aria-hidden` elements and heading anchors are left out. Only the region is parsed. Pure.
 */
export function extractSearchDocument(html: string): PageSearchDocument | undefined {
  const marked = MARKED_TAG.exec(html);
  const region = marked && parseRegion(html.slice(marked.index), (_, attribs) => 'data-search-content' in attribs);
  if (region) return { title: region.title, sections: region.sections, source: 'data-search-content' };
  const mainAt = html.search(MAIN_TAG);
  const main = mainAt >= 0 ? parseRegion(html.slice(mainAt), (name) => name === 'main') : undefined;
  return main ? { title: main.title, sections: main.sections, source: 'main' } : undefined;
}
