import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Link from '@theme/Link';

/** Props of BlogPostItem/Header/Title, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** The post's title: the h1 on its page, an h2 link in lists. */
export default function BlogPostItemHeaderTitle({ className }: Props) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const Title = isBlogPostPage ? 'h1' : 'h2';
  return <Title className={['blog-post__title', className].filter(Boolean).join(' ')}>{isBlogPostPage ? metadata.title : <Link to={metadata.permalink}>{metadata.title}</Link>}</Title>;
}
