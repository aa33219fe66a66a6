import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { ReactNode } from 'react';

/** Props of BlogPostItem/Container, as in Docusaurus. */
export interface Props {
  readonly children: ReactNode;
  readonly className?: string;
}

/** The post's `<article>`; in lists it is marked as an item. */
export default function BlogPostItemContainer({ children, className }: Props) {
  const { isBlogPostPage } = useBlogPost();
  return <article className={`blog-post${isBlogPostPage ? '' : ' blog-post--item'} ${className ?? ''}`}>{children}</article>;
}
