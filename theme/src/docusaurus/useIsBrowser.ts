import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Docusaurus's `@docusaurus/useIsBrowser`: false on the server and while hydrating (so the first
 * browser render matches the prerendered HTML), true afterwards and on client-side navigations.
 */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
