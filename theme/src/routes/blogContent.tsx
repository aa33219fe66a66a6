import type { LoadedPage } from '@folio/client';
import { toBlogPostMetadata, toBlogPostContent, type BlogSidebar, type PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import type { BlogListPageProps, BlogPostPageProps, BlogSidebarData } from '@folio/plugin-content-blog/props';
import MarkdownContent from '@theme/MarkdownContent';
import { useMemo, type ComponentType } from 'react';

/**
 * Folio's blog routes carry JSON props and one content module; Docusaurus's blog components take
 * each post as a content component with its metadata on it. These build those from a Folio page.
 */

/** The page's blog sidebar, empty when the blog has none. */
export function blogSidebarOf(page: LoadedPage): BlogSidebar {
  return (page.data.sidebar as BlogSidebarData | undefined) ?? { title: '', items: [] };
}

/** One post preview of a list page as Docusaurus content: the list's content module renders preview `index`. */
function previewContent(Content: ComponentType<Record<string, unknown>> | undefined, index: number, post: BlogListPageProps['items'][number]): PropBlogPostContent {
  function BlogPostPreview() {
    return Content ? <MarkdownContent Content={Content} contentProps={{ index }} assets={{ links: post.links }} className="blog-post__excerpt" /> : null;
  }
  return toBlogPostContent(BlogPostPreview, toBlogPostMetadata(post));
}

/** The posts of a list, tag or author page as Docusaurus's `items` (made once per page). */
export function useListItems(page: LoadedPage): { content: PropBlogPostContent }[] {
  return useMemo(() => {
    const props = page.props as unknown as BlogListPageProps;
    return props.items.map((post, index) => ({ content: previewContent(page.Content, index, post) }));
  }, [page.props, page.Content]);
}

/** A post page's content as Docusaurus content: the body with its links and images, and the post's metadata. */
export function usePostContent(page: LoadedPage): PropBlogPostContent {
  return useMemo(() => {
    const props = page.props as unknown as BlogPostPageProps;
    const { Content } = page;
    function BlogPostBody() {
      return Content ? <MarkdownContent Content={Content} assets={{ links: props.post.links, images: props.post.images }} /> : null;
    }
    const metadata = { ...toBlogPostMetadata(props.post, props), titleFromContent: props.titleFromContent };
    const content = toBlogPostContent(BlogPostBody, metadata, props.toc);
    content.frontMatter = { ...content.frontMatter, hide_table_of_contents: props.hideTableOfContents };
    return content;
  }, [page.props, page.Content]);
}
