import { useNavigate, type PageProps } from '@folio/client';
import { useEffect } from 'react';
import Link from '@theme/Link';

/** A page that sends the reader elsewhere (the HTML also carries a meta refresh for no-JS readers). */
export default function Redirect({ page }: PageProps) {
  const to = (page.props as { to: string }).to;
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <main className="container redirect">
      <h1>This page has moved</h1>
      <p>
        Taking you to <Link to={to}>{to}</Link>.
      </p>
    </main>
  );
}
