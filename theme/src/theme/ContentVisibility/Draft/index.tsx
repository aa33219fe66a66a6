import { DraftBannerMessage, DraftBannerTitle } from '@docusaurus/theme-common';
import Admonition from '@theme/Admonition';

/** Props of ContentVisibility/Draft, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** The banner of a draft, which only the development server builds. */
export default function ContentVisibilityDraft({ className }: Props) {
  return (
    <Admonition type="caution" title={<DraftBannerTitle />} className={['theme-draft-banner', className].filter(Boolean).join(' ')}>
      <DraftBannerMessage />
    </Admonition>
  );
}
