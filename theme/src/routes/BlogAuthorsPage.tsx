import type { PageImages, PageProps } from '@folio/client';
import BlogAuthorsPage from '@theme/BlogAuthorsPage';
import { BlogRoute } from './blogRoute.tsx';
import type { BlogAuthorsPageProps } from '@folio/plugin-content-blog/props';
import { authorImageUrls } from './pageImages.ts';

/** The blog's authors page, said to be the blog plugin's page. */
export default function BlogAuthorsPageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogAuthorsPage page={page} />
    </BlogRoute>
  );
}

/** The authors' avatars: a hover loads them ahead of the click. */
export const pageImages: PageImages = (page, site) => authorImageUrls((page.props as unknown as BlogAuthorsPageProps).authors, site.baseUrl);
