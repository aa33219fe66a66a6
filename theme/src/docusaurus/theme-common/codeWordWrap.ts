import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Docusaurus's `useCodeWordWrap()`: put `codeBlockRef` on a code block's `<pre>`; `toggle()` wraps
 * its long lines (or stops wrapping them), `isEnabled` says which, and `isCodeScrollable` whether
 * the code is wider than the block (re-measured on resize, on toggling, and when a hidden tab
 * holding the block is shown).
 */
export function useCodeWordWrap(): { codeBlockRef: RefObject<HTMLPreElement | null>; isEnabled: boolean; isCodeScrollable: boolean; toggle(): void } {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // A block inside a hidden tab measures zero wide: measure again when its tab panel is shown.
  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    if (!panel) return;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) measure();
    });
    observer.observe(panel, { attributes: true, attributeFilter: ['hidden'] });
    return () => observer.disconnect();
  }, [measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
