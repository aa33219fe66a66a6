/** Id of the main content landmark the skip link jumps to. */
export const MAIN_CONTENT_ID = '__folio_skip_target';

/** First focusable element of every page: jumps over the navigation to the content. */
export default function SkipToContent() {
  return (
    <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
