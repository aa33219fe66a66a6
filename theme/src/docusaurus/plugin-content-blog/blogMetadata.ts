import { useGlobalData, useSiteData } from '@folio/client';
import type { BlogGlobalData } from '@folio/plugin-content-blog/props';

/** What `useBlogMetadata()` returns. */
export interface BlogMetadata {
  blogBasePath: string;
  blogTitle: string;
}

/** Docusaurus's `useBlogMetadata()`: the blog's base path and title (the site's title, as Folio's blog data has none). */
export function useBlogMetadata(): BlogMetadata {
  const blog = useGlobalData<BlogGlobalData>('content-blog');
  const { title } = useSiteData();
  if (!blog) throw new Error('useBlogMetadata() needs the blog plugin: add @folio/plugin-content-blog to site.config.ts.');
  return { blogBasePath: blog.path, blogTitle: title };
}
