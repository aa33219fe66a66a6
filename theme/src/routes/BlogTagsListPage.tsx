import type { PageProps } from '@folio/client';
import BlogTagsListPage from '@theme/BlogTagsListPage';
import { BlogRoute } from './blogRoute.tsx';

/** The blog's tags page, said to be the blog plugin's page. */
export default function BlogTagsListPageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogTagsListPage page={page} />
    </BlogRoute>
  );
}
