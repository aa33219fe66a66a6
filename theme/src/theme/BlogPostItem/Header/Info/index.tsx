import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { formatReadingTime } from '../../readingTime.ts';

/** Props of BlogPostItem/Header/Info, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** The post's date and reading time. */
export default function BlogPostItemHeaderInfo({ className }: Props) {
  const { metadata } = useBlogPost();
  return (
    <div className={['blog-post__meta', className].filter(Boolean).join(' ')}>
      <time dateTime={metadata.date}>{metadata.formattedDate}</time>
      {metadata.readingTime !== undefined && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{formatReadingTime(metadata.readingTime)}</span>
        </>
      )}
    </div>
  );
}
