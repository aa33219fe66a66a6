import type { PageProps } from '@folio/client';
import BlogTagPage from '@theme/BlogTagPage';
import { BlogRoute } from './blogRoute.tsx';

/** The posts of one tag, said to be the blog plugin's page. */
export default function BlogTagPageRoute({ page }: PageProps) {
  return (
    <BlogRoute page={page}>
      <BlogTagPage page={page} />
    </BlogRoute>
  );
}
