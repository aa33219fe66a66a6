import { createProcessor, nodeTypes } from '@mdx-js/mdx';
import rehypeRaw from 'rehype-raw';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import rehypeCollectHeadings from './rehype/collectHeadings.ts';
import rehypeLocalImages from './rehype/localImages.ts';
import rehypeSections from './rehype/sections.ts';
import remarkAdmonitions from './remark/admonitions.ts';
import remarkCodeBlockJsx from './remark/codeBlockJsx.ts';
import remarkCodeBlocks from './remark/codeBlocks.ts';
import remarkCollectUrls from './remark/collectUrls.ts';
import remarkContentTitle from './remark/contentTitle.ts';
import remarkDetailsElements from './remark/detailsElements.ts';
import remarkExplicitHeadingIds from './remark/explicitHeadingIds.ts';
import remarkRawCodeBlocks from './remark/rawCodeBlocks.ts';
import remarkTruncateMarker from './remark/truncateMarker.ts';
import remarkUnusedDirectives from './remark/unusedDirectives.ts';

/** The module the compiled MDX asks for its components (`useMDXComponents`). */
export const PROVIDER_IMPORT_SOURCE = '@theme/MDXComponents';

/** Site plugin lists, placed around Folio's own plugins. */
export interface PipelinePlugins {
  remarkPlugins?: PluggableList;
  rehypePlugins?: PluggableList;
  beforeDefaultRemarkPlugins?: PluggableList;
  beforeDefaultRehypePlugins?: PluggableList;
}

/** A unified processor from Markdown text to an ESM module. */
export type MarkdownProcessor = ReturnType<typeof createProcessor>;

/**
 * Builds the pipeline for one format:
 * parse (GFM, directives[, MDX]) → site "before default" remark → Folio remark → site remark →
 * code highlighting → URL collection → remark-rehype → [rehype-raw for .md] → site "before default" rehype →
 * rehype-slug → site rehype → heading and section collection → relative images as imports →
 * JS (automatic JSX runtime).
 */
export function createMarkdownProcessor(format: 'md' | 'mdx', plugins: PipelinePlugins): MarkdownProcessor {
  return createProcessor({
    format,
    providerImportSource: PROVIDER_IMPORT_SOURCE,
    jsxImportSource: 'react',
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      ...(plugins.beforeDefaultRemarkPlugins ?? []),
      remarkExplicitHeadingIds,
      remarkAdmonitions,
      remarkUnusedDirectives,
      remarkDetailsElements,
      remarkTruncateMarker,
      remarkContentTitle,
      ...(plugins.remarkPlugins ?? []),
      // Code is highlighted after the site's plugins, so they still see (and may edit) `code` nodes.
      remarkCodeBlockJsx,
      remarkRawCodeBlocks,
      remarkCodeBlocks,
      remarkCollectUrls,
    ],
    rehypePlugins: [
      ...(format === 'md' ? [[rehypeRaw, { passThrough: [...nodeTypes] }] as const] : []),
      ...(plugins.beforeDefaultRehypePlugins ?? []),
      rehypeSlug,
      ...(plugins.rehypePlugins ?? []),
      rehypeCollectHeadings,
      rehypeSections,
      rehypeLocalImages,
    ] as PluggableList,
  });
}

const MAX_PROCESSORS = 16;
const processors = new Map<string, MarkdownProcessor>();

/**
 * Returns the processor for a format and plugin set, created once and reused: the same plugin
 * functions with equal options map to the same processor, even in new arrays.
 */
export function getMarkdownProcessor(format: 'md' | 'mdx', plugins: PipelinePlugins): MarkdownProcessor {
  const key = `${format}|${getPluginsKey(plugins)}`;
  let processor = processors.get(key);
  if (!processor) {
    processor = createMarkdownProcessor(format, plugins);
    processor.freeze();
    if (processors.size >= MAX_PROCESSORS) processors.delete(processors.keys().next().value ?? '');
    processors.set(key, processor);
  }
  return processor;
}

/** A stable string naming a plugin set (function identity + options), for memo and cache keys. */
export function getPluginsKey(plugins: PipelinePlugins): string {
  const lists = [plugins.beforeDefaultRemarkPlugins, plugins.remarkPlugins, plugins.beforeDefaultRehypePlugins, plugins.rehypePlugins];
  return lists.map((list) => (list ?? []).map(describePluggable).join(',')).join('|');
}

/** Text describing plugin code and options, stable across processes (for the disk cache). */
export function getPluginsFingerprint(plugins: PipelinePlugins): string {
  const lists = [plugins.beforeDefaultRemarkPlugins, plugins.remarkPlugins, plugins.beforeDefaultRehypePlugins, plugins.rehypePlugins];
  return lists
    .map((list) => (list ?? []).map((p) => (Array.isArray(p) ? `${String(p[0])}${safeJson(p.slice(1), String)}` : String(p))).join(','))
    .join('|');
}

const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;

function describePluggable(pluggable: unknown): string {
  if (!Array.isArray(pluggable)) return identify(pluggable);
  const [plugin, ...options] = pluggable as unknown[];
  return `[${identify(plugin)} ${safeJson(options, identify) ?? identify(options)}]`;
}

function identify(value: unknown): string {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return String(value);
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = nextObjectId++));
  return `#${id}`;
}

/** JSON with functions written by `describeFunction`; undefined for cyclic values. */
function safeJson(value: unknown, describeFunction: (fn: unknown) => string): string | undefined {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'function' ? describeFunction(item) : item));
  } catch {
    return undefined;
  }
}
