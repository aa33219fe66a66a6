import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import BlogAuthor from '@theme/BlogAuthor';

/** Props of BlogPostItem/Header/Authors, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** The post's authors, side by side. */
export default function BlogPostItemHeaderAuthors({ className }: Props) {
  const { authors } = useBlogPost().metadata;
  if (authors.length === 0) return null;
  return (
    <div className={[`blog-post__authors${authors.length > 1 ? ' blog-post__authors--many' : ''}`, className].filter(Boolean).join(' ')}>
      {authors.map((author, index) => (
        <BlogAuthor key={author.key ?? `${author.name}-${index}`} author={author} />
      ))}
    </div>
  );
}
