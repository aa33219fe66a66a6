import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { ReactNode } from 'react';

/** Props of DocItem/Content, as in Docusaurus: the doc's content element. */
export interface Props {
  readonly children: ReactNode;
}

/**
 * The doc's text: its title, unless the front matter hides it or the content opens with its own
 * `# heading` (as in Docusaurus), then the Markdown. The article is what search indexes.
 */
export default function DocItemContent({ children }: Props) {
  const { metadata, frontMatter, contentTitle } = useDoc();
  const syntheticTitle = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : null;
  return (
    <article className="doc-article" data-search-content="">
      {syntheticTitle && (
        <header>
          <Heading as="h1">{syntheticTitle}</Heading>
        </header>
      )}
      <div className="markdown theme-doc-markdown">
        <MDXContent>{children}</MDXContent>
      </div>
    </article>
  );
}
