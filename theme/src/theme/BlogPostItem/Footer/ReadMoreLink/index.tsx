import Link, { type LinkProps } from '@theme/Link';

/** Props of BlogPostItem/Footer/ReadMoreLink, as in Docusaurus: a link's, and the post's title. */
export type Props = LinkProps & { readonly blogPostTitle: string };

/** "Read more", named after the post for screen readers. */
export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...props }: Props) {
  return (
    <Link className="blog-post__read-more" aria-label={`Read more about ${blogPostTitle}`} {...props}>
      Read more
    </Link>
  );
}
