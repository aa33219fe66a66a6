import type { BlogSidebar as BlogSidebarData } from '@docusaurus/plugin-content-blog/client';
import BlogSidebarMenu from '@theme/BlogSidebar/Menu';

export { groupByYear } from './groupByYear.ts';

/** Props of BlogSidebar, as in Docusaurus. */
export interface Props {
  readonly sidebar: BlogSidebarData;
}

/** The desktop blog sidebar: every post by year, newest first, in a sticky column. */
export default function BlogSidebar({ sidebar }: Props) {
  return (
    <nav className="blog-sidebar" aria-label="Blog posts navigation">
      <BlogSidebarMenu sidebar={sidebar} />
    </nav>
  );
}
