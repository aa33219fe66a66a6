import type { VFile } from 'vfile';
import type { ContentSection, ContentUrl, MarkdownMessage } from './types.ts';

/** A heading as seen after ids are assigned. */
export interface HeadingInfo {
  level: number;
  id: string;
  text: string;
}

/** A ```mermaid block, positioned at its opening fence. */
export interface MermaidBlock {
  value: string;
  line: number;
  column: number;
}

/** What Folio's plugins learn about a file while compiling it; lives on `file.data.folio`. */
export interface FolioFileData {
  /** Explicit `{#id}` heading ids by line, from the preprocessing step. */
  explicitHeadingIds: Map<number, string>;
  /** The preprocessed text that was parsed (positions refer to it). */
  source: string;
  contentTitle?: string;
  links: ContentUrl[];
  images: ContentUrl[];
  headings: HeadingInfo[];
  /** Literal ids of other elements (`<a id="x">`). */
  otherIds: string[];
  sections: ContentSection[];
  /** Offset in `source` where the truncate marker starts. */
  truncateOffset?: number;
  mermaidBlocks: MermaidBlock[];
  messages: MarkdownMessage[];
}

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** Raw code of a CodeBlock, for the search text (its tokens live in an attribute). */
    folioText?: string;
  }
  interface MdxJsxFlowElementHastData {
    folioText?: string;
  }
}

declare module 'vfile' {
  interface DataMap {
    folio: FolioFileData;
  }
}

/** Returns the file's Folio data, creating it when a plugin runs outside `compileMarkdown`. */
export function getFolioData(file: VFile): FolioFileData {
  file.data.folio ??= {
    explicitHeadingIds: new Map(),
    source: String(file.value),
    links: [],
    images: [],
    headings: [],
    otherIds: [],
    sections: [],
    mermaidBlocks: [],
    messages: [],
  };
  return file.data.folio;
}
