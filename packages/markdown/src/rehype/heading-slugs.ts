import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import { getHeadingRank } from './collect-headings.ts';

/** A heading property with the text to make its id from, when it differs from the heading's text (see remarkEmoji); removed here. */
export const SLUG_TEXT_PROPERTY = 'dataFolioSlugText';

/** Options of rehypeHeadingSlugs. */
export interface HeadingSlugOptions {
  /** Keep the heading text's letter case in its id (Docusaurus's `markdown.anchors.maintainCase`). */
  maintainCase?: boolean;
}

/**
 * Gives each heading without an id one made from its text as GitHub does (`Hello, World!` →
 * `hello-world`, repeats get `-1`, `-2` …), like rehype-slug, keeping the case when asked.
 * Headings that have an id (explicit `{#id}`) keep it and take no part in the numbering.
 * A heading's SLUG_TEXT_PROPERTY, when set, is the text its id is made from.
 */
export default function rehypeHeadingSlugs(options: HeadingSlugOptions = {}) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walkTree(tree, (node) => {
      if (node.type !== 'element' || !getHeadingRank(node.tagName)) return;
      const text = node.properties[SLUG_TEXT_PROPERTY];
      delete node.properties[SLUG_TEXT_PROPERTY];
      if (!node.properties.id) node.properties.id = slugger.slug(typeof text === 'string' ? text : toString(node), options.maintainCase ?? false);
    });
  };
}
