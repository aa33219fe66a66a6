import Layout from '@theme/Layout';
import Link from '@theme/Link';

/** Shown for every unknown path. */
export default function NotFound() {
  return (
    <Layout>
      <main className="container not-found">
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
    </Layout>
  );
}
