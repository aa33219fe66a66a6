import type { PageImages, PageProps } from '@folio/client';
import { useBlogMetadata } from '@docusaurus/plugin-content-blog/client';
import BlogPostPage from '@theme/BlogPostPage';
import { blogSidebarOf, usePostContent } from './blogContent.tsx';
import { BlogRoute } from './blogRoute.tsx';
import type { BlogPostPageProps } from '@folio/plugin-content-blog/props';
import { authorImageUrls, markdownImageUrls } from './pageImages.ts';

/** A post's route: Folio's page turned into the props Docusaurus's BlogPostPage takes, so a swizzled one renders. */
export default function BlogPostPageRoute({ page }: PageProps) {
  const content = usePostContent(page);
  return (
    <BlogRoute page={page}>
      <BlogPostPage sidebar={blogSidebarOf(page)} content={content} blogMetadata={useBlogMetadata()} />
    </BlogRoute>
  );
}

/** The post's author avatars and Markdown images the build sized: a hover loads them ahead of the click. */
export const pageImages: PageImages = (page, site) => {
  const { post } = page.props as unknown as BlogPostPageProps;
  return [...authorImageUrls(post.authors, site.baseUrl), ...markdownImageUrls(post.images, site.baseUrl)];
};
