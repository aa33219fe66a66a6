import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/** The shortcodes remark-emoji replaces (`:tada:`, `:+1:`). */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/;

/** remark-emoji's transformer, loaded once per thread by the first file that may need it. */
let transformer: Promise<(tree: Root) => void> | undefined;

/**
 * Emoji shortcodes become emoji (`:tada:` → 🎉) with remark-emoji, as Docusaurus 3 does in every
 * file (its `markdown.emoji`, 3.9). Its emoji table takes a good quarter of a second to load, so
 * it is loaded only when a file contains something shaped like a shortcode.
 */
export default function remarkEmoji() {
  return async (tree: Root, file: VFile) => {
    if (!SHORTCODE.test(String(file.value))) return;
    transformer ??= import('remark-emoji').then(({ default: plugin }) => (plugin as (options?: object) => (tree: Root) => void)());
    (await transformer)(tree);
  };
}
