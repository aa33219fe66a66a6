import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

/** Props of BrowserOnly: a render function (called only in the browser) and what to show before. */
export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

/**
 * Docusaurus's `@docusaurus/BrowserOnly`: renders `fallback` in the prerendered HTML and during
 * hydration, then `children()`; code touching `window` or `document` belongs inside `children`.
 */
export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback}</>;
  if (typeof children !== 'function') throw new Error('BrowserOnly expects a function as its child: <BrowserOnly>{() => <Widget />}</BrowserOnly>.');
  return <>{children()}</>;
}
