import { useAnnouncementBar } from '../../docusaurus/theme-common/announcementBar.tsx';
import { useThemeConfig } from '../../hooks/useThemeConfig.ts';

export { isAnnouncementDismissed } from './dismissal.ts';

/**
 * A dismissible bar above the navbar; dismissal is remembered per bar id. Its state is
 * Docusaurus's `useAnnouncementBar()`, shared with swizzled code.
 */
export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!announcementBar || !isActive) return null;
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: announcementBar.backgroundColor, color: announcementBar.textColor }}>
      {/* The content is HTML from the site config, which the site author controls. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: announcementBar.content }} />
      {announcementBar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
