import { useGlobalData } from '@folio/client';
import Layout from '@theme/Layout';
import Link from '@theme/Link';
import CodeBlock from '@theme/CodeBlock';

export const head = {
  title: 'eBPF gadgets for Kubernetes and Linux',
  description: 'Inspektor Gadget runs small eBPF programs, called gadgets, to show what containers, pods and hosts are really doing, on a Kubernetes cluster or a single Linux machine.',
};

interface RecentPost {
  title: string;
  permalink: string;
  date: string;
  description?: string;
}

const features = [
  {
    title: 'See the kernel’s view of your workloads',
    text: 'Gadgets hook into the Linux kernel with eBPF and report processes, files, sockets, DNS queries and more, already labelled with the pod, namespace and container they belong to.',
  },
  {
    title: 'One tool for clusters and hosts',
    text: 'Run the same gadget with kubectl gadget across every node of a Kubernetes cluster, or with ig on one Linux host, with or without containers.',
  },
  {
    title: 'Gadgets are OCI images',
    text: 'Each gadget ships as an image you can pull, sign, verify and pin to a version. Write your own in C and Go, build it with one command, and share it through any registry.',
  },
  {
    title: 'Data ready for your pipeline',
    text: 'Filter, sort and aggregate events in the tool, print them as tables or JSON, or export metrics and logs to Prometheus and OpenTelemetry.',
  },
];

const audiences = [
  { who: 'Operators and SREs', what: 'Find the pod that opens too many files, the DNS lookup that times out, or the process killed by the OOM killer, without installing anything in the workload.', to: '/docs/latest/gadgets/', more: 'Browse the gadgets' },
  { who: 'Security teams', what: 'Record the system calls a workload makes, generate seccomp profiles and network policies from real traffic, and audit capabilities.', to: '/docs/latest/gadgets/advise_seccomp', more: 'Generate a seccomp profile' },
  { who: 'Gadget developers', what: 'Turn an eBPF idea into a reusable tool: the framework handles enrichment, filtering, output and packaging.', to: '/docs/latest/gadget-devel/', more: 'Write your first gadget' },
];

function LatestPosts() {
  const blog = useGlobalData<{ recentPosts?: RecentPost[] }>('content-blog');
  const posts = blog?.recentPosts ?? [];
  if (posts.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="latest-posts">
      <h2 id="latest-posts">Latest from the blog</h2>
      <ul className="home-posts">
        {posts.map((post) => (
          <li key={post.permalink} className="home-post">
            <time dateTime={post.date}>{new Date(post.date).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</time>
            <Link to={post.permalink} className="home-post__title">
              {post.title}
            </Link>
            {post.description && <p>{post.description}</p>}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/blog" className="home-posts__all">
          All posts <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}

/** The landing page: what the toolkit is, who it is for, how to start, and the latest posts. */
export default function Home() {
  return (
    <Layout>
      <main>
        <header className="home-hero">
          <div className="home-hero__inner">
            <h1 className="home-hero__title">Inspektor Gadget</h1>
            <p className="home-hero__tagline">Small eBPF programs, called gadgets, that show what your containers, pods and Linux hosts are really doing.</p>
            <div className="home-hero__actions">
              <Link className="button button--primary button--large" to="/docs/latest/quick-start">
                Get started
              </Link>
              <Link className="button button--large" to="/docs/latest/gadgets/">
                Browse the gadgets
              </Link>
            </div>
          </div>
        </header>
        <div className="container padding-vert--lg">
          <section className="home-section" aria-labelledby="what-it-is">
            <h2 id="what-it-is">What it is</h2>
            <div className="home-features">
              {features.map((feature) => (
                <div key={feature.title} className="home-feature">
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
              ))}
            </div>
          </section>
          <section className="home-section" aria-labelledby="who-it-is-for">
            <h2 id="who-it-is-for">Who it is for</h2>
            <div className="home-features home-features--three">
              {audiences.map((audience) => (
                <Link key={audience.who} to={audience.to} className="home-card">
                  <h3>{audience.who}</h3>
                  <p>{audience.what}</p>
                  <span className="home-card__more">
                    {audience.more} <span aria-hidden="true">→</span>
                  </span>
                </Link>
              ))}
            </div>
          </section>
          <section className="home-section" aria-labelledby="how-to-start">
            <h2 id="how-to-start">How to start</h2>
            <div className="home-steps">
              <div>
                <h3>On a Kubernetes cluster</h3>
                <p>Install the kubectl plugin with krew, deploy Inspektor Gadget to the cluster, then run a gadget on every node.</p>
                <CodeBlock language="bash">{'kubectl krew install gadget\nkubectl gadget deploy\nkubectl gadget run trace_exec:v0.43.0 --all-namespaces'}</CodeBlock>
              </div>
              <div>
                <h3>On a Linux host</h3>
                <p>Download the ig binary for your architecture and run a gadget directly; no cluster is needed.</p>
                <CodeBlock language="bash">{'curl -sL https://github.com/inspektor-gadget/inspektor-gadget/releases/download/v0.43.0/ig-linux-amd64-v0.43.0.tar.gz | sudo tar -C /usr/local/bin -xzf - ig\nsudo ig run trace_open:v0.43.0'}</CodeBlock>
              </div>
            </div>
            <p>
              The <Link to="/docs/latest/quick-start">quick start</Link> walks through both, and the <Link to="/docs/latest/reference/install-linux">installation guides</Link> cover every option.
            </p>
          </section>
          <LatestPosts />
        </div>
      </main>
    </Layout>
  );
}
