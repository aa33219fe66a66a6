import { useBaseUrl } from '@folio/client';
import type { BlogAuthorProps } from '@folio/plugin-content-blog/props';
import Link from '../Link/index.tsx';

const SOCIAL_LABELS: Record<string, string> = { x: 'X', twitter: 'X', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', mastodon: 'Mastodon', youtube: 'YouTube', instagram: 'Instagram', threads: 'Threads', twitch: 'Twitch' };

/** An author: avatar, name (linked to their page, else their URL), title and social links. */
export default function BlogAuthor({ author, count, as: Name = 'span' }: { author: BlogAuthorProps; count?: number; as?: 'span' | 'h1' | 'h2' }) {
  const image = useBaseUrl(author.imageUrl ?? '');
  const target = author.page ?? author.url;
  const name = author.name ?? author.key ?? '';
  return (
    <div className="blog-author">
      {author.imageUrl && <img className="blog-author__avatar" src={image} alt="" width={48} height={48} loading="lazy" />}
      <div className="blog-author__text">
        <Name className="blog-author__name">
          {target ? <Link to={target}>{name}</Link> : name}
          {count !== undefined && <span className="blog-author__count">{count === 1 ? ' · 1 post' : ` · ${count} posts`}</span>}
        </Name>
        {author.title && <small className="blog-author__title">{author.title}</small>}
        {(author.socials?.length || (author.page && author.url)) && (
          <span className="blog-author__socials">
            {author.page && author.url && (
              <a href={author.url} target="_blank" rel="noopener noreferrer">
                Website
              </a>
            )}
            {author.socials?.map((social) => (
              <a key={social.platform} href={social.url} target="_blank" rel="noopener noreferrer">
                {SOCIAL_LABELS[social.platform.toLowerCase()] ?? social.platform}
              </a>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
