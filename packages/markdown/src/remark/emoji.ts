import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walkTree } from '../walk-tree.ts';
import type { VFile } from 'vfile';
import { SLUG_TEXT_PROPERTY } from '../rehype/heading-slugs.ts';

/** The shortcodes remark-emoji replaces (`:tada:`, `:+1:`). */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

/** remark-emoji's transformer, loaded once per thread by the first file that may need it. */
let transformer: Promise<(tree: Root) => void> | undefined;

/**
 * Emoji shortcodes become emoji (`:tada:` → 🎉) with remark-emoji, as Docusaurus 3 does in every
 * file (its `markdown.emoji`, 3.9). Its emoji table takes a good quarter of a second to load, so
 * it is loaded only when a file contains something shaped like a shortcode. As in Docusaurus,
 * heading ids are made from the text as written (`## Done :tada:` → `done-tada`), so a heading
 * keeps that text for rehypeHeadingSlugs.
 */
export default function remarkEmoji() {
  return async (tree: Root, file: VFile) => {
    if (!SHORTCODE.test(String(file.value))) return;
    walkTree(tree, (node) => {
      if (node.type !== 'heading') return;
      const text = toString(node);
      if (!SHORTCODE.test(text)) return;
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, [SLUG_TEXT_PROPERTY]: text };
    });
    transformer ??= import('remark-emoji').then(({ default: plugin }) => (plugin as (options?: object) => (tree: Root) => void)());
    (await transformer)(tree);
  };
}
