import { BlogPostProvider, type PropBlogPostContent } from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme/BlogPostItem';
import type { ComponentType, ReactNode } from 'react';

/** Props of BlogPostItems, as in Docusaurus: the posts of a list page, and the component drawing each. */
export interface Props {
  items: readonly { content: PropBlogPostContent }[];
  component?: ComponentType<{ children: ReactNode }>;
}

/** The posts of a list, tag or author page, each in its BlogPostItem with its preview. */
export default function BlogPostItems({ items, component: Item = BlogPostItem }: Props) {
  return (
    <div className="blog-post-list">
      {items.map(({ content: Content }) => (
        <BlogPostProvider key={Content.metadata.permalink} content={Content}>
          <Item>
            <Content />
          </Item>
        </BlogPostProvider>
      ))}
    </div>
  );
}
