import { useEffect, useLayoutEffect } from 'react';

/**
 * Docusaurus's `@docusaurus/useIsomorphicLayoutEffect`: `useLayoutEffect` in the browser and
 * `useEffect` while prerendering, where layout effects never run and React warns about them.
 */
const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;

export default useIsomorphicLayoutEffect;
