import type { PageImages, PageProps } from '@folio/client';
import BlogTagPage from '@theme/BlogTagPage';
import { BlogRoute } from './blogRoute.tsx';
import type { BlogListPageProps } from '@folio/plugin-content-blog/props';
import { listImageUrls } from './pageImages.ts';

/** The posts of one tag, said to be the blog plugin's page. */
export default function BlogTagPageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogTagPage page={page} />
    </BlogRoute>
  );
}

/** The avatars of the listed posts' authors: a hover loads them ahead of the click. */
export const pageImages: PageImages = (page, site) => listImageUrls(page.props as unknown as BlogListPageProps, site.baseUrl);
