import { useLocation, useNavigate, useSiteData, withBase, type PageProps } from '@folio/client';
import Link from '@theme/Link';
import { useEffect, useRef } from 'react';

/** The target of the page's own `<meta http-equiv="refresh">`, if the document has one. */
function metaRefreshTarget(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[http-equiv="refresh"]')?.content ?? '';
  return /url=(.+)$/i.exec(content)?.[1]?.trim();
}

/**
 * A page that sends the reader elsewhere. Reached client-side, it navigates client-side. Loaded
 * directly, its HTML carries a meta refresh (for readers without JavaScript); then one full page
 * load replaces it at once, keeping the query and hash, so the browser never loads the target twice.
 */
export default function Redirect({ page }: PageProps) {
  const to = (page.props as { to: string }).to;
  const { baseUrl } = useSiteData();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  // Once: this page stays on screen while the target loads, and `navigate` changes with every location.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const target = `${to}${search}${hash}`;
    const refresh = metaRefreshTarget();
    if (refresh !== undefined && withBase(baseUrl, refresh) === withBase(baseUrl, to)) window.location.replace(withBase(baseUrl, target));
    else navigate(target, { replace: true });
  }, [navigate, to, search, hash, baseUrl]);
  return (
    <main className="container padding-vert--lg redirect">
      <h1>This page has moved</h1>
      <p>
        Taking you to <Link to={to}>{to}</Link>.
      </p>
    </main>
  );
}
