import { useEffect, useState } from 'react';

/** Scroll offset after which the button appears. */
export const BACK_TO_TOP_THRESHOLD = 300;

/** A floating button that appears once the reader has scrolled down, and takes them back to the top. Hidden (CSS visibility) it is out of the tab order too. */
export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > BACK_TO_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  const toTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <button
      type="button"
      className={`clean-btn theme-back-to-top-button back-to-top${shown ? ' back-to-top--shown' : ''}`}
      aria-label="Scroll back to top"
      title="Back to top"
      onClick={toTop}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M12 7.6 5.3 14.3l1.4 1.4L12 10.4l5.3 5.3 1.4-1.4z" />
      </svg>
    </button>
  );
}
