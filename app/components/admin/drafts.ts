import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * What the owner typed but has not saved yet (prices, booking links, a gallery being
 * reordered), kept in sessionStorage: a reload, or a session that expires mid-edit, must not
 * throw it away. Cleared once saved or discarded.
 */
const PREFIX = "bb-admin-draft:";
const CHANGED = "bb-admin-drafts-changed";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem"> & { keys(): string[] };

/** Used when sessionStorage is disabled (policies, some private modes): drafts then live in memory. */
const memory = new Map<string, string>();
const memoryStore: Store = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
  keys: () => [...memory.keys()],
};

function storage(): Store | null {
  if (typeof window === "undefined") return null;
  try {
    const session = window.sessionStorage;
    return {
      getItem: (key) => session.getItem(key),
      setItem: (key, value) => session.setItem(key, value),
      removeItem: (key) => session.removeItem(key),
      keys: () => Object.keys(session),
    };
  } catch {
    return memoryStore;
  }
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGED, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(CHANGED, callback);
    window.removeEventListener("storage", callback);
  };
}

export function writeDraft(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  memory.delete(PREFIX + key);
  try {
    if (value === undefined) store.removeItem(PREFIX + key);
    else store.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full sessionStorage: keep the edit in memory rather than lose it.
    if (value !== undefined) memoryStore.setItem(PREFIX + key, JSON.stringify(value));
  }
  notify();
}

export function hasDrafts(): boolean {
  const store = storage();
  return Boolean(store && [...store.keys(), ...memory.keys()].some((key) => key.startsWith(PREFIX)));
}

/**
 * A draft value and its setter (undefined = no draft). The server render and hydration see no
 * draft; the stored one appears right after, so the markup always matches.
 */
export function useDraft<T>(key: string, isValid: (value: unknown) => value is T): [T | undefined, (value: T | undefined) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => storage()?.getItem(PREFIX + key) ?? memoryStore.getItem(PREFIX + key),
    () => null,
  );
  const value = useMemo(() => {
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isValid(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }, [raw, isValid]);
  const set = useCallback((next: T | undefined) => writeDraft(key, next), [key]);
  return [value, set];
}

export const isString = (value: unknown): value is string => typeof value === "string";
export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
