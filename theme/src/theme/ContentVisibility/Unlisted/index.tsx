import { UnlistedBannerMessage, UnlistedBannerTitle, UnlistedMetadata } from '@docusaurus/theme-common';
import Admonition from '@theme/Admonition';

/** Props of ContentVisibility/Unlisted, as in Docusaurus. */
export interface Props {
  readonly className?: string;
}

/** The banner of an unlisted page (with its robots meta): readers can open it, search engines are asked not to list it. */
export default function ContentVisibilityUnlisted({ className }: Props) {
  return (
    <>
      <UnlistedMetadata />
      <Admonition type="caution" title={<UnlistedBannerTitle />} className={['theme-unlisted-banner', className].filter(Boolean).join(' ')}>
        <UnlistedBannerMessage />
      </Admonition>
    </>
  );
}
