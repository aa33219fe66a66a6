import type { ReactNode } from 'react';
import ThemeErrorBoundary from '@theme/ErrorBoundary';
import PageCrash from '@theme/ErrorBoundary/PageCrash';

/** Props of Docusaurus's ErrorBoundary: what to render, and what to show if it throws. */
export interface ErrorBoundaryProps {
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

/**
 * Docusaurus's `@docusaurus/ErrorBoundary`: a render error below it shows `fallback({ error,
 * tryAgain })` (by default the theme's crash message with a Try again button) instead of
 * crashing the page.
 */
export default function ErrorBoundary({ fallback, children }: ErrorBoundaryProps) {
  return (
    <ThemeErrorBoundary what="a component inside <ErrorBoundary>" fallback={fallback ?? ((params) => <PageCrash {...params} />)}>
      {children}
    </ThemeErrorBoundary>
  );
}
