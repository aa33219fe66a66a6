import type { MouseEvent } from 'react';

import { MAIN_CONTENT_ID } from '../../utils/skipToContent.ts';

export { MAIN_CONTENT_ID } from '../../utils/skipToContent.ts';

function skip(event: MouseEvent<HTMLAnchorElement>): void {
  // The page's <main> comes after the docs or blog sidebar: jump past those too.
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView();
}

/** First focusable element of every page: jumps over the navigation (and any sidebar) to the main content. */
export default function SkipToContent() {
  return (
    <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
