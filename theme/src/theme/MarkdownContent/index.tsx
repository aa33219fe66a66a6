import type { ComponentType } from 'react';
import MDXContent from '@theme/MDXContent';
import { MarkdownAssetsProvider, type MarkdownAssets } from './assets.tsx';

export type { MarkdownAssets, MarkdownImage } from './assets.tsx';

/** Renders compiled Markdown in a `markdown` block, with the page's link and image maps. */
export default function MarkdownContent({ Content, assets, className, contentProps }: { Content: ComponentType<Record<string, unknown>> | undefined; assets?: MarkdownAssets | undefined; className?: string; contentProps?: Record<string, unknown> }) {
  if (!Content) return null;
  return (
    <MarkdownAssetsProvider assets={assets}>
      <div className={`markdown ${className ?? ''}`}>
        <MDXContent>
          <Content {...contentProps} />
        </MDXContent>
      </div>
    </MarkdownAssetsProvider>
  );
}
