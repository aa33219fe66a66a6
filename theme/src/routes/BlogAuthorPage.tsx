import type { PageProps } from '@folio/client';
import BlogAuthorPage from '@theme/BlogAuthorPage';
import { BlogRoute } from './blogRoute.tsx';

/** The posts of one author, said to be the blog plugin's page. */
export default function BlogAuthorPageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogAuthorPage page={page} />
    </BlogRoute>
  );
}
