// @ts-check
/**
 * The newest Docusaurus 3.x (bench-fast/package.json) with every speed flag on, used only by the
 * benchmark (`npm run bench`, tool `docusaurus-fast`). scripts/bench stages it into
 * bench-fast/site/docusaurus/ beside bench/docusaurus.config.js (as docusaurus.base.config.js), the
 * configuration of the Docusaurus 3.6.3 baseline, and the same links to content/ and static/.
 *
 * It is that configuration plus `future`, and `onBrokenMarkdownLinks` moved to `markdown.hooks`,
 * where Docusaurus 3.9+ expects it (same value; the old place only prints a deprecation warning):
 * - `faster: true` turns on every "Docusaurus Faster" option: Rspack instead of webpack, SWC for
 *   JS and HTML minification, Lightning CSS, the MDX cross-compiler cache, SSG worker threads and
 *   Rspack's persistent cache (Docusaurus 3.10 renamed `experimental_faster` to `faster`).
 * - `v4.removeLegacyPostBuildHeadAttribute` is the one v4 flag that SSG worker threads need.
 *   The whole `v4: true` is not used: it also switches Markdown to v4 defaults (`.md` files parsed
 *   as CommonMark), under which this content does not build (`<!-- truncate -->` in `.md` posts),
 *   and the Docusaurus 3.6.3 baseline keeps the v3 Markdown defaults too.
 */
import base from './docusaurus.base.config.js';

const { onBrokenMarkdownLinks, ...rest } = base;

/** @type {import('@docusaurus/types').Config} */
const config = {
  ...rest,
  markdown: { ...base.markdown, hooks: { onBrokenMarkdownLinks } },
  future: {
    faster: true,
    v4: { removeLegacyPostBuildHeadAttribute: true },
  },
};

export default config;
