import type { PageImages, PageProps } from '@folio/client';
import { toPaginatedMetadata } from '@docusaurus/plugin-content-blog/client';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import BlogListPage from '@theme/BlogListPage';
import { blogSidebarOf, useListItems } from './blogContent.tsx';
import { BlogRoute } from './blogRoute.tsx';
import { listImageUrls } from './pageImages.ts';

/** The `/blog` route: Folio's page turned into the props Docusaurus's BlogListPage takes, so a swizzled one renders. */
export default function BlogListPageRoute({ page }: PageProps) {
  const items = useListItems(page);
  return (
    <BlogRoute page={page}>
      <BlogListPage sidebar={blogSidebarOf(page)} metadata={toPaginatedMetadata(page.props as unknown as BlogListPageProps)} items={items} />
    </BlogRoute>
  );
}

/** The avatars of the listed posts' authors: a hover loads them ahead of the click. */
export const pageImages: PageImages = (page, site) => listImageUrls(page.props as unknown as BlogListPageProps, site.baseUrl);
