import { createContext, useContext, useEffect } from 'react';

/**
 * Classes on `<html>` that depend on the page shown (Docusaurus's `plugin-docs`, `docs-doc-page`,
 * `blog-post-page` …). A server render records them so the document is written with them; in the
 * browser each mounted component keeps its classes on `<html>` until it unmounts.
 */

/** Where a server render records the classes its components ask for, in render order. */
export interface HtmlClassSink {
  add(names: readonly string[]): void;
  /** The classes recorded, each once, as one attribute value. */
  className(): string;
}

/** Makes an empty sink. */
export function createHtmlClassSink(): HtmlClassSink {
  const names = new Set<string>();
  return {
    add: (list) => list.forEach((name) => names.add(name)),
    className: () => [...names].join(' '),
  };
}

/** The server render's sink; absent in the browser. */
export const HtmlClassSinkContext = createContext<HtmlClassSink | null>(null);

/** How many mounted components ask for each class (several may ask for the same one). */
const holders = new Map<string, number>();

function splitClasses(className: string | undefined): string[] {
  return (className ?? '').split(/\s+/).filter(Boolean);
}

/**
 * Puts `className` (space-separated classes) on `<html>` while the calling component is mounted:
 * recorded during a server render, added after mount in the browser, and removed on unmount once
 * no other mounted component asks for the same class.
 */
export function useHtmlClassNames(className: string | undefined): void {
  const sink = useContext(HtmlClassSinkContext);
  const names = splitClasses(className);
  if (sink) sink.add(names);
  const key = names.join(' ');
  useEffect(() => {
    const list = splitClasses(key);
    const root = document.documentElement;
    for (const name of list) {
      holders.set(name, (holders.get(name) ?? 0) + 1);
      root.classList.add(name);
    }
    return () => {
      for (const name of list) {
        const left = (holders.get(name) ?? 1) - 1;
        if (left > 0) holders.set(name, left);
        else {
          holders.delete(name);
          root.classList.remove(name);
        }
      }
    };
  }, [key]);
}
