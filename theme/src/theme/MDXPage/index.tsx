import type { PageProps } from '@folio/client';
import Layout from '@theme/Layout';
import MarkdownContent from '@theme/MarkdownContent';
import type { MarkdownAssets } from '../MarkdownContent/index.tsx';

/** Props the pages plugin gives a Markdown page. */
export interface MDXPageProps extends MarkdownAssets {
  title?: string;
  hideTitle?: boolean;
  wrapperClassName?: string;
}

/** A standalone Markdown page (`content/pages/*.md(x)`). */
export default function MDXPage({ page }: PageProps) {
  const props = page.props as MDXPageProps;
  return (
    <Layout wrapperClassName={props.wrapperClassName}>
      <main className="container container--narrow padding-vert--lg mdx-page">
        {props.title && !props.hideTitle && <h1>{props.title}</h1>}
        <MarkdownContent Content={page.Content} assets={props} />
      </main>
    </Layout>
  );
}
