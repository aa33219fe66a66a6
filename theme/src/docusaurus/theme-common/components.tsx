import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import FolioCollapsible from '@theme/Collapsible';
import Head from '../Head.tsx';
import useDocusaurusContext from '../useDocusaurusContext.ts';
import { useColorMode } from './hooks.ts';

/** Id of the element the skip link jumps to, as Docusaurus names it. */
export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

/** Docusaurus's `SkipToContentLink`: a link to the main content (the theme's SkipToContent uses its own). */
export function SkipToContentLink({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <a className={className} href={`#${SkipToContentFallbackId}`}>
      {children ?? 'Skip to main content'}
    </a>
  );
}

/** Docusaurus's `ThemedComponent`: renders `children('light' | 'dark')` for the mode shown (both on the server, one hidden by CSS). */
export function ThemedComponent({ className, children }: { className?: string; children: (theme: 'light' | 'dark') => ReactNode }) {
  const { colorMode } = useColorMode();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const themes: ('light' | 'dark')[] = mounted ? [colorMode] : ['light', 'dark'];
  return (
    <>
      {themes.map((theme) => (
        <span key={theme} className={[className, `themed-${theme}`].filter(Boolean).join(' ')} data-theme-only={mounted ? undefined : theme}>
          {children(theme)}
        </span>
      ))}
    </>
  );
}

/** Docusaurus's `Collapsible`: animated open/close of its children (`lazy` renders them on first open). */
export function Collapsible({ collapsed, children, className, lazy = false, as: As = 'div' }: { collapsed: boolean; children: ReactNode; className?: string; lazy?: boolean; as?: 'div' | 'ul' }) {
  const inner = (
    <FolioCollapsible collapsed={collapsed} lazy={lazy} className={As === 'div' ? className : undefined}>
      {children}
    </FolioCollapsible>
  );
  return As === 'ul' ? <ul className={className}>{inner}</ul> : inner;
}

/** Docusaurus's `useCollapsible({ initialState })`: a collapsed flag and its setters. */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState);
  return { collapsed, setCollapsed, toggleCollapsed: () => setCollapsed((c) => !c) };
}

/** Docusaurus's `PageMetadata`: the page's title, description, keywords and image, through `<Head>`. */
export function PageMetadata({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  const pageTitle = useTitleFormatter(title);
  return (
    <Head>
      {title && <title>{pageTitle}</title>}
      {title && <meta property="og:title" content={pageTitle} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />}
      {image && <meta property="og:image" content={image} />}
      {children}
    </Head>
  );
}

/**
 * Docusaurus's `useTitleFormatter`: a page title as the document shows it, "Page | Site" (the
 * site's title alone when the page has none or the same one).
 */
export function useTitleFormatter(title?: string): string {
  const siteTitle = useDocusaurusContext().siteConfig.title;
  return formatPageTitle(title, siteTitle);
}

/** "Page | Site", or the site's title alone for an empty title or the site's own. Pure. */
export function formatPageTitle(title: string | undefined, siteTitle: string): string {
  const trimmed = title?.trim();
  return !trimmed || trimmed === siteTitle ? siteTitle : `${trimmed} | ${siteTitle}`;
}

/** Docusaurus's `composeProviders([A, B])`: one provider nesting the given ones. */
export function composeProviders(providers: ComponentType<{ children: ReactNode }>[]) {
  return function ComposedProviders({ children }: { children: ReactNode }) {
    return <>{providers.reduceRight<ReactNode>((inner, Provider) => <Provider>{inner}</Provider>, children)}</>;
  };
}

/** Docusaurus's `ErrorBoundaryTryAgainButton`. */
export function ErrorBoundaryTryAgainButton({ onClick, ...rest }: { onClick(): void; className?: string }) {
  return (
    <button type="button" {...rest} onClick={onClick}>
      Try again
    </button>
  );
}

/** Docusaurus's `ErrorBoundaryError`: the error message and its causes. */
export function ErrorBoundaryError({ error }: { error: Error }) {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) messages.push(current.message);
  return <p style={{ whiteSpace: 'pre-wrap' }}>{messages.join('\n\nCause:\n')}</p>;
}

/** Docusaurus's `ErrorCauseBoundary`: rethrows a render error with the given one as its cause. */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError(error: Error): Error }> {
  override componentDidCatch(error: Error): never {
    throw this.props.onError(error);
  }
  override render() {
    return this.props.children;
  }
}

/** Docusaurus's banner texts for unlisted and draft pages. */
export function UnlistedBannerTitle() {
  return <>Unlisted page</>;
}
export function UnlistedBannerMessage() {
  return <>This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.</>;
}
export function UnlistedMetadata() {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
export function DraftBannerTitle() {
  return <>Draft page</>;
}
export function DraftBannerMessage() {
  return <>This page is a draft. It will only be visible in dev and be excluded from the production build.</>;
}
