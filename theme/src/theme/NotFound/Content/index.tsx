import Link from '@theme/Link';

/** Props of NotFound/Content, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** What the 404 page says, and where to go instead. */
export default function NotFoundContent({ className }: Props) {
  return (
    <main className={['container not-found', className].filter(Boolean).join(' ')}>
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved when the docs were reorganised, or the link that brought you here may be mistyped.</p>
      <ul className="not-found__links">
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/docs">Read the documentation</Link>
        </li>
        <li>
          <Link to="/blog">Browse the blog</Link>
        </li>
      </ul>
    </main>
  );
}
