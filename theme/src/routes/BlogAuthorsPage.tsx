import type { PageProps } from '@folio/client';
import BlogAuthorsPage from '@theme/BlogAuthorsPage';
import { BlogRoute } from './blogRoute.tsx';

/** The blog's authors page, said to be the blog plugin's page. */
export default function BlogAuthorsPageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogAuthorsPage page={page} />
    </BlogRoute>
  );
}
