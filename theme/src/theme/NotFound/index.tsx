import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

/** Shown for every unknown path: the site's chrome around NotFound/Content. */
export default function NotFound() {
  return (
    <Layout>
      <NotFoundContent />
    </Layout>
  );
}
