import type { ReactNode } from 'react';

/** Props of BlogPostItem/Content, as in Docusaurus. */
export interface Props {
  readonly children: ReactNode;
  readonly className?: string;
}

/** The post's body. Folio's post content arrives already wrapped as Markdown, so this adds a wrapper only for a class. */
export default function BlogPostItemContent({ children, className }: Props) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}
