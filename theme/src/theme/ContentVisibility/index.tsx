import ContentVisibilityDraft from '@theme/ContentVisibility/Draft';
import ContentVisibilityUnlisted from '@theme/ContentVisibility/Unlisted';

/** Props of ContentVisibility, as in Docusaurus: the page's metadata. */
export interface Props {
  readonly metadata: { readonly unlisted: boolean; readonly frontMatter: { readonly [key: string]: unknown } };
}

/** A banner on unlisted pages and on drafts (which only the development server shows). */
export default function ContentVisibility({ metadata }: Props) {
  const { unlisted, frontMatter } = metadata;
  return (
    <>
      {(unlisted || frontMatter.unlisted === true) && <ContentVisibilityUnlisted />}
      {frontMatter.draft === true && <ContentVisibilityDraft />}
    </>
  );
}
