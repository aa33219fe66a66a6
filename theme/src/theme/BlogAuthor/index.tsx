import { useBaseUrl } from '@folio/client';
import type { Author } from '@docusaurus/plugin-content-blog/client';
import Link from '@theme/Link';

/** Props of BlogAuthor (Docusaurus's `Blog/Components/Author`): the author, and how many posts they wrote. */
export interface Props {
  author: Author;
  count?: number | undefined;
  as?: 'span' | 'h1' | 'h2';
  className?: string;
}

const SOCIAL_LABELS: Record<string, string> = { x: 'X', twitter: 'X', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', mastodon: 'Mastodon', youtube: 'YouTube', instagram: 'Instagram', threads: 'Threads', twitch: 'Twitch' };

/** An author: avatar, name (linked to their page, else their URL), title and social links. */
export default function BlogAuthor({ author, count, as: Name = 'span', className }: Props) {
  const image = useBaseUrl(author.imageURL ?? '');
  const target = author.page?.permalink ?? author.url;
  const name = author.name ?? author.key ?? '';
  const socials = Object.entries(author.socials ?? {});
  return (
    <div className={['avatar blog-author', className].filter(Boolean).join(' ')}>
      {author.imageURL && <img className="avatar__photo blog-author__avatar" src={image} alt="" width={48} height={48} loading="lazy" />}
      <div className="avatar__intro blog-author__text">
        <Name className="avatar__name blog-author__name">
          {target ? <Link to={target}>{name}</Link> : name}
          {count !== undefined && <span className="blog-author__count">{count === 1 ? ' · 1 post' : ` · ${count} posts`}</span>}
        </Name>
        {author.title && <small className="avatar__subtitle blog-author__title">{author.title}</small>}
        {(socials.length > 0 || (author.page && author.url)) && (
          <span className="blog-author__socials">
            {author.page && author.url && (
              <a href={author.url} target="_blank" rel="noopener noreferrer">
                Website
              </a>
            )}
            {socials.map(([platform, url]) => (
              <a key={platform} href={url} target="_blank" rel="noopener noreferrer">
                {SOCIAL_LABELS[platform.toLowerCase()] ?? platform}
              </a>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
