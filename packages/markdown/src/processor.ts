import { createProcessor, nodeTypes } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import rehypeCollectHeadings from './rehype/collect-headings.ts';
import rehypeHeadingSlugs from './rehype/heading-slugs.ts';
import rehypeLocalImages from './rehype/local-images.ts';
import rehypeLocalFileLinks from './rehype/local-file-links.ts';
import rehypeRawWhenPresent from './rehype/raw-when-present.ts';
import rehypeSections from './rehype/sections.ts';
import remarkAdmonitions from './remark/admonitions.ts';
import remarkCodeBlockJsx from './remark/code-block-jsx.ts';
import remarkCodeBlocks from './remark/code-blocks.ts';
import remarkCollectUrls from './remark/collect-urls.ts';
import remarkContentTitle from './remark/content-title.ts';
import remarkDetailsElements from './remark/details-elements.ts';
import remarkEmoji from './remark/emoji.ts';
import remarkExplicitHeadingIds from './remark/explicit-heading-ids.ts';
import remarkHtmlComments from './remark/html-comments.ts';
import remarkRawCodeBlocks from './remark/raw-code-blocks.ts';
import remarkTruncateMarker from './remark/truncate-marker.ts';
import remarkUnusedDirectives from './remark/unused-directives.ts';

/** The module the compiled MDX asks for its components (`useMDXComponents`). */
export { PROVIDER_IMPORT_SOURCE } from './constants.ts';
import { PROVIDER_IMPORT_SOURCE } from './constants.ts';
import { resolveMarkdownOptions, type ResolvedMarkdownOptions } from './options.ts';
import { describeValue, getPluginsKey, type PipelinePlugins } from './plugins-key.ts';
export { getPluginsFingerprint, getPluginsKey } from './plugins-key.ts';

export type { PipelinePlugins } from './plugins-key.ts';

/** A unified processor from Markdown text to an ESM module. */
export type MarkdownProcessor = ReturnType<typeof createProcessor>;

/**
 * Builds the pipeline for one format:
 * parse (GFM, directives, [HTML comments, dropped at once][, MDX]) → site "before default" remark →
 * Folio remark → site remark → code highlighting → URL collection → remark-rehype (with the site's
 * remarkRehypeOptions) → [rehype-raw for .md with HTML in it] → site "before default" rehype → heading ids → site
 * rehype → heading and section collection → relative images as imports → JS (automatic JSX runtime).
 */
export function createMarkdownProcessor(format: 'md' | 'mdx', plugins: PipelinePlugins, options: ResolvedMarkdownOptions = resolveMarkdownOptions(undefined)): MarkdownProcessor {
  return createProcessor({
    format,
    providerImportSource: PROVIDER_IMPORT_SOURCE,
    jsxImportSource: 'react',
    ...(options.remarkRehypeOptions ? { remarkRehypeOptions: options.remarkRehypeOptions } : {}),
    remarkPlugins: [
      remarkGfm,
      remarkDirective,
      ...(options.comments ? [remarkHtmlComments] : []),
      ...(plugins.beforeDefaultRemarkPlugins ?? []),
      remarkExplicitHeadingIds,
      remarkAdmonitions,
      remarkUnusedDirectives,
      remarkDetailsElements,
      remarkTruncateMarker,
      remarkContentTitle,
      ...(options.emoji ? [remarkEmoji] : []),
      ...(plugins.remarkPlugins ?? []),
      // Code is highlighted after the site's plugins, so they still see (and may edit) `code` nodes.
      remarkCodeBlockJsx,
      remarkRawCodeBlocks,
      [remarkCodeBlocks, { mermaid: options.mermaid }],
      remarkCollectUrls,
    ],
    rehypePlugins: [
      ...(format === 'md' ? [[rehypeRawWhenPresent, { passThrough: [...nodeTypes] }] as const] : []),
      ...(plugins.beforeDefaultRehypePlugins ?? []),
      [rehypeHeadingSlugs, { maintainCase: options.maintainCase }],
      ...(plugins.rehypePlugins ?? []),
      rehypeCollectHeadings,
      rehypeSections,
      rehypeLocalImages,
      rehypeLocalFileLinks,
    ] as PluggableList,
  });
}

const MAX_PROCESSORS = 16;
const processors = new Map<string, MarkdownProcessor>();

/**
 * Returns the processor for a format, plugin set and switches, created once and reused: the same
 * plugin functions with equal options map to the same processor, even in new arrays.
 */
export function getMarkdownProcessor(format: 'md' | 'mdx', plugins: PipelinePlugins, options: ResolvedMarkdownOptions = resolveMarkdownOptions(undefined)): MarkdownProcessor {
  const key = `${format}|${getPluginsKey(plugins)}|${describeValue(options)}`;
  let processor = processors.get(key);
  if (!processor) {
    processor = createMarkdownProcessor(format, plugins, options);
    processor.freeze();
    if (processors.size >= MAX_PROCESSORS) processors.delete(processors.keys().next().value ?? '');
    processors.set(key, processor);
  }
  return processor;
}

