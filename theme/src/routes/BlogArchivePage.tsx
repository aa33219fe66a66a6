import type { PageProps } from '@folio/client';
import BlogArchivePage from '@theme/BlogArchivePage';
import { BlogRoute } from './blogRoute.tsx';

/** The blog's archive, said to be the blog plugin's page. */
export default function BlogArchivePageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogArchivePage page={page} />
    </BlogRoute>
  );
}
