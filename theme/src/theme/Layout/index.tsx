import AnnouncementBar from '@theme/AnnouncementBar';
import BackToTopButton from '@theme/BackToTopButton';
import Footer from '@theme/Footer';
import Navbar from '@theme/Navbar';
import SkipToContent from '@theme/SkipToContent';
import Head from '@docusaurus/Head';
import LayoutProvider from '@theme/Layout/Provider';
import type { ReactNode } from 'react';
import { useKeyboardNavigation } from '../../docusaurus/theme-common/scroll.tsx';
import { useTitleFormatter } from '../../docusaurus/theme-common/components.tsx';
import { MAIN_CONTENT_ID } from '../../utils/skipToContent.ts';

/** Props of Layout: Docusaurus's (children, noFooter, wrapperClassName, title, description), and Folio's class and drawer menu. */
export interface Props {
  readonly children?: ReactNode;
  readonly noFooter?: boolean | undefined;
  readonly wrapperClassName?: string | undefined;
  /** Sets the document title ("title | site title") while the page is shown (Docusaurus keeps this for older pages). */
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  /** Class of the layout element (Folio). */
  readonly className?: string | undefined;
  /**
   * The page's own menu for the navbar's mobile drawer (Folio; the docs and blog sidebars use
   * Docusaurus's NavbarSecondaryMenuFiller instead).
   */
  readonly secondaryMenu?: ReactNode;
}

/**
 * The chrome every page wears: skip link, announcement, navbar, main content, footer, back-to-top,
 * inside Layout/Provider's shared state. Parts are imported through `@theme/…`, so a swizzled
 * replacement reaches them.
 */
export default function Layout({ children, className, secondaryMenu, wrapperClassName, noFooter, title, description }: Props) {
  useKeyboardNavigation();
  const pageTitle = useTitleFormatter(title);
  return (
    <LayoutProvider>
      <div className={`layout ${className ?? ''}`}>
        {(title || description) && (
          <Head>
            {title && <title>{pageTitle}</title>}
            {description && <meta name="description" content={description} />}
          </Head>
        )}
        <SkipToContent />
        <AnnouncementBar />
        <Navbar secondaryMenu={secondaryMenu} />
        <div id={MAIN_CONTENT_ID} className={`main-wrapper ${wrapperClassName ?? ''}`} tabIndex={-1}>
          {children}
        </div>
        <BackToTopButton />
        {!noFooter && <Footer />}
      </div>
    </LayoutProvider>
  );
}
