import type { ReactNode } from 'react';
import AnnouncementBar from '../AnnouncementBar/index.tsx';
import Footer from '../Footer/index.tsx';
import Navbar from '../Navbar/index.tsx';
import SkipToContent, { MAIN_CONTENT_ID } from '../SkipToContent/index.tsx';

/** The chrome every page wears: skip link, announcement, navbar, main landmark, footer. */
export default function Layout({ children, className, secondaryMenu, wrapperClassName }: { children: ReactNode; className?: string; secondaryMenu?: ReactNode; wrapperClassName?: string }) {
  return (
    <div className={`layout ${className ?? ''}`}>
      <SkipToContent />
      <AnnouncementBar />
      <Navbar secondaryMenu={secondaryMenu} />
      <div id={MAIN_CONTENT_ID} className={`main-wrapper ${wrapperClassName ?? ''}`} tabIndex={-1}>
        {children}
      </div>
      <Footer />
    </div>
  );
}
