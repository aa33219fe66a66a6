import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

/** Props of BlogPostItem/Header/Info, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** "3 min read", rounded up, as Docusaurus writes it. Pure. */
export function formatReadingTime(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
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
