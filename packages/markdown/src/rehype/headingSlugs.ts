import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { getHeadingRank } from './collectHeadings.ts';

/** Options of rehypeHeadingSlugs. */
export interface HeadingSlugOptions {
  /** Keep the heading text's letter case in its id (Docusaurus's `markdown.anchors.maintainCase`). */
  maintainCase?: boolean;
}

/**
 * Gives each heading without an id one made from its text as GitHub does (`Hello, World!` →
 * `hello-world`, repeats get `-1`, `-2` …), like rehype-slug, keeping the case when asked.
 * Headings that have an id (explicit `{#id}`) keep it and take no part in the numbering.
 */
export default function rehypeHeadingSlugs(options: HeadingSlugOptions = {}) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node) => {
      if (getHeadingRank(node.tagName) && !node.properties.id) node.properties.id = slugger.slug(toString(node), options.maintainCase ?? false);
    });
  };
}
