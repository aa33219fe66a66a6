/**
 * A simple home page for the Docusaurus side of the benchmark. Docusaurus cannot use the site's
 * content/pages/index.tsx, which reads the latest blog posts through Folio's useGlobalData from
 * @folio/client; this page has the same hero and links, without the list of recent posts.
 */
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

const audiences = [
  { who: 'Operators and SREs', to: '/docs/latest/gadgets/' },
  { who: 'Security teams', to: '/docs/latest/gadgets/advise_seccomp' },
  { who: 'Gadget developers', to: '/docs/latest/gadget-devel/' },
];

export default function Home() {
  return (
    <Layout title="eBPF gadgets for Kubernetes and Linux" description="Inspektor Gadget runs small eBPF programs, called gadgets, to show what containers, pods and hosts are really doing.">
      <main>
        <header className="home-hero">
          <div className="home-hero__inner">
            <h1 className="home-hero__title">Inspektor Gadget</h1>
            <p className="home-hero__tagline">Small eBPF programs, called gadgets, that show what your containers, pods and Linux hosts are really doing.</p>
            <div className="home-hero__actions">
              <Link className="button button--primary button--large" to="/docs/latest/quick-start">Get started</Link>
              <Link className="button button--large" to="/docs/latest/gadgets/">Browse the gadgets</Link>
            </div>
          </div>
        </header>
        <div className="container">
          <section className="home-section">
            <div className="home-features home-features--three">
              {audiences.map((a) => (
                <Link key={a.who} to={a.to} className="home-card">{a.who}</Link>
              ))}
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}
