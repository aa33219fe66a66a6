import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import type { LoadedPage } from './types.ts';

/** A page's content component (compiled MDX). */
type Content = NonNullable<LoadedPage['Content']>;

/** The content of one content path: the version shown, and the components showing it. */
interface Family {
  current: Content;
  listeners: Set<() => void>;
  Live: Content;
}

/** True for a component React would call as a plain function (not a class, memo or forwardRef object). */
function isPlainFunction(component: Content): component is (props: Record<string, unknown>) => ReactNode {
  return typeof component === 'function' && !(component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
}

/**
 * What decides which hooks a compiled MDX content function calls: its own source text. A save
 * that changes the text or the JSX leaves it as it was (that code is in the functions it calls);
 * one that adds or drops an `export default` layout changes it, and with it the hooks called. Pure.
 */
export function contentShape(content: (props: Record<string, unknown>) => ReactNode): string {
  return Function.prototype.toString.call(content);
}

/**
 * Runs one version of a content function as part of its own render, so that React keeps the
 * elements it returns. Keyed by the version's shape: a version that calls other hooks mounts anew.
 */
function VersionCall({ version, props }: { version: (props: Record<string, unknown>) => ReactNode; props: Record<string, unknown> }): ReactNode {
  return version(props);
}

/**
 * The development server's content components: one component per content path (`Live`) that
 * renders whichever version of that content was set last. A compiled MDX module exports a new
 * function with each save; rendered as an element, React would see a new component type and build
 * the page's content again (every element of it, then its whole style and layout). `Live` calls
 * the version as a function instead, so the elements it returns (HTML tags, the theme's MDX
 * components) keep their types and React changes only what the save changed. That is safe for
 * compiled MDX, whose content functions call no hook but `useMDXComponents`, the same in every
 * version; anything else is rendered as an element.
 */
export interface LiveContents {
  /** The page with its content shown through its path's `Live` component, which now shows this version. */
  show(page: LoadedPage): LoadedPage;
  /** Shows a new version of a path's content in the components showing it; false if none was shown. */
  swap(contentPath: string, Content: Content): boolean;
}

/** A page's content path: its content URL without the query (`?v=`, `?saved=`). */
export function contentPathOf(page: Pick<LoadedPage, 'contentUrl'>): string | undefined {
  return page.contentUrl?.split('?')[0];
}

/** Creates the live content components of one page host (see LiveContents). */
export function createLiveContents(): LiveContents {
  const families = new Map<string, Family>();
  const set = (family: Family, Content: Content) => {
    if (family.current === Content) return;
    family.current = Content;
    for (const listener of family.listeners) listener();
  };
  const familyOf = (contentPath: string, initial: Content): Family => {
    let family = families.get(contentPath);
    if (family) return family;
    const created: Family = { current: initial, listeners: new Set(), Live: () => null };
    const subscribe = (listener: () => void) => {
      created.listeners.add(listener);
      return () => created.listeners.delete(listener);
    };
    const version = () => created.current;
    created.Live = function LiveContent(props: Record<string, unknown>) {
      const Current = useSyncExternalStore(subscribe, version, version);
      return isPlainFunction(Current) ? createElement(VersionCall, { key: contentShape(Current), version: Current, props }) : createElement(Current, props);
    };
    families.set(contentPath, (family = created));
    return family;
  };
  return {
    show(page) {
      const contentPath = contentPathOf(page);
      if (!page.Content || !contentPath) return page;
      const family = familyOf(contentPath, page.Content);
      if (page.Content === family.Live) return page;
      set(family, page.Content);
      return { ...page, Content: family.Live };
    },
    swap(contentPath, Content) {
      const family = families.get(contentPath);
      if (!family) return false;
      set(family, Content);
      return true;
    },
  };
}
