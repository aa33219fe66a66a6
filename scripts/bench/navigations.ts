import { EDITED_DOC } from './stage.ts';

/**
 * The client navigations the benchmark times on every site, from the typical docs page: to a doc
 * of the same sidebar category (a sidebar link) and to the blog (a navbar link). Both links exist
 * on both tools' builds of content/.
 */
export const NAVIGATIONS = [
  { key: 'navDoc', label: 'doc → doc', from: EDITED_DOC.url, to: '/docs/latest/reference/architecture' },
  { key: 'navBlog', label: 'doc → blog', from: EDITED_DOC.url, to: '/blog' },
] as const;
