import type { PageProps } from '@folio/client';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogPostPage from '@theme/BlogPostPage';
import { blogSidebarOf, usePostContent } from './blogContent.tsx';
import { BlogRoute } from './blogRoute.tsx';

/** A post's route: Folio's page turned into the props Docusaurus's BlogPostPage takes, so a swizzled one renders. */
export default function BlogPostPageRoute({ page }: PageProps) {
  const content = usePostContent(page);
  return (
    <BlogRoute page={page}>
      <BlogPostPage sidebar={blogSidebarOf(page)} content={content} blogMetadata={useBlogMetadata()} />
    </BlogRoute>
  );
}
