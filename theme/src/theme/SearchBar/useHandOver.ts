import { useRef, type RefObject } from 'react';
import useIsomorphicLayoutEffect from '../../docusaurus/useIsomorphicLayoutEffect.ts';

/** The reader's work in a search box: what a box in use hands to the box that replaces it. */
export interface BoxInUse {
  query: string;
  /** The "all versions" switch. */
  all: boolean;
  selectionStart: number;
  selectionEnd: number;
}

/** What the box being unmounted handed over; only the box mounted in the same commit takes it. */
let handed: BoxInUse | undefined;

/**
 * Carries the reader's work in the search box across a page change. The navbar is part of each
 * page's layout, so a page of another kind draws a new box; the page shown changes only once the
 * next one has loaded, and the reader may have typed into the old box meanwhile. When a box
 * holding the focus is unmounted, the box mounted in the same commit (the new page's) takes its
 * query, switch, caret and focus. A box hydrated over server HTML that the reader had already
 * focused (before the box's handlers were attached) takes what that HTML holds the same way.
 *
 * Layout effects: a box's cleanup runs while its input is still in the document and focused, and
 * its successor's setup runs in the same commit, before anything is painted.
 */
export function useHandOver(inputRef: RefObject<HTMLInputElement | null>, containerRef: RefObject<HTMLElement | null>, all: boolean, takeOver: (state: BoxInUse) => void): void {
  const current = useRef({ all, takeOver });
  current.current = { all, takeOver };
  useIsomorphicLayoutEffect(() => {
    const input = inputRef.current;
    const previous = handed;
    handed = undefined;
    if (previous) current.current.takeOver(previous);
    else if (input && document.activeElement === input) current.current.takeOver(readBox(input, false));
    return () => {
      const box = inputRef.current;
      if (!box || !containerRef.current?.contains(document.activeElement)) return;
      handed = readBox(box, current.current.all);
      // A box mounted later (not the page's replacement) starts empty.
      queueMicrotask(() => (handed = undefined));
    };
  }, [inputRef, containerRef]);
}

function readBox(input: HTMLInputElement, all: boolean): BoxInUse {
  return { query: input.value, all, selectionStart: input.selectionStart ?? input.value.length, selectionEnd: input.selectionEnd ?? input.value.length };
}
