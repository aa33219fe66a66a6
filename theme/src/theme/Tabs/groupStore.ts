import { readStorage, writeStorage } from '../../utils/storage.ts';

/** localStorage key of a tab group's choice (Docusaurus's key, so choices survive a migration). */
export function getTabGroupStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

const values = new Map<string, string | null>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The chosen value of a tab group on this page (read from localStorage the first time). */
export function getTabGroupValue(groupId: string): string | null {
  if (!values.has(groupId)) values.set(groupId, readStorage(getTabGroupStorageKey(groupId)));
  return values.get(groupId) ?? null;
}

/** Chooses a value for every Tabs of the group and remembers it in localStorage. */
export function setTabGroupValue(groupId: string, value: string): void {
  values.set(groupId, value);
  writeStorage(getTabGroupStorageKey(groupId), value);
  notify();
}

function onStorage(event: StorageEvent): void {
  const prefix = getTabGroupStorageKey('');
  if (!event.key?.startsWith(prefix)) return;
  values.set(event.key.slice(prefix.length), event.newValue);
  notify();
}

/** Subscribes to group changes, from this page or (via `storage` events) other tabs. */
export function subscribeTabGroups(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
