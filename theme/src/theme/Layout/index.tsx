import AnnouncementBar from '@theme/AnnouncementBar';
import BackToTopButton from '@theme/BackToTopButton';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../SkipToContent/index.tsx';

/**
 * The chrome every page wears: skip link, announcement, navbar, main content, footer, back-to-top.
 * Parts are imported through `@theme/…`, so a site's `themeComponents` replacement reaches them.
 */
export default function Layout({ children, className, secondaryMenu, wrapperClassName }: { children: ReactNode; className?: string; secondaryMenu?: ReactNode; wrapperClassName?: string }) {
  return (
    <div className={`layout ${className ?? ''}`}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar secondaryMenu={secondaryMenu} />
      <div id={MAIN_CONTENT_ID} className={`main-wrapper ${wrapperClassName ?? ''}`} tabIndex={-1}>
        {children}
      </div>
      <BackToTopButton />
      <Footer />
    </div>
  );
}
