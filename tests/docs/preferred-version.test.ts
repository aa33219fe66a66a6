import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preferredVersionKey, readPreferredVersion, savePreferredVersion, type GlobalDocsData } from '../../theme/src/hooks/useDocsData.ts';

/** The preferred docs version in localStorage (theme/src/hooks/useDocsData.ts), with a stand-in for the browser's storage. */

const version = (name: string, isLast = false) => ({ name, label: name, path: `/docs/${name}`, isLast, mainDocPath: `/docs/${name}/`, sidebars: {} });
const data: GlobalDocsData = { path: '/docs', versions: [version('latest', true), version('v0.42.0')] };

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  (globalThis as { window?: unknown }).window = { localStorage };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('the preferred docs version', () => {
  it('is saved per docs plugin under the spec’s storage key', () => {
    savePreferredVersion('default', 'v0.42.0');
    expect(preferredVersionKey('default')).toBe('docs-preferred-version-default');
    expect(store.get('docs-preferred-version-default')).toBe('v0.42.0');
    expect(readPreferredVersion(data, 'default')?.name).toBe('v0.42.0');
    expect(readPreferredVersion(data, 'other')).toBeUndefined();
  });

  it('is cleared when the saved version no longer exists', () => {
    store.set('docs-preferred-version-default', 'v0.40.0');
    store.set('docs-preferred-version-other', 'v0.40.0');
    expect(readPreferredVersion(data, 'default')).toBeUndefined();
    expect(store.has('docs-preferred-version-default')).toBe(false);
    // Another plugin's choice is its own.
    expect(store.get('docs-preferred-version-other')).toBe('v0.40.0');
  });
});
