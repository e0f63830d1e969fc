import { useCallback, useLayoutEffect, useMemo, useState } from "react";

/**
 * What the owner typed but has not saved yet (prices, booking links, a gallery being
 * reordered, a banner's HTML), kept in sessionStorage: a reload, or a session that expires
 * mid-edit, must not throw it away, and it stays in this browser tab only. Cleared once saved
 * or discarded. Each panel has its own store (its own key prefix), so one panel's drafts never
 * show in the other.
 */
export type DraftStore = {
  /** A draft value and its setter (undefined = no draft), kept in step with the storage. */
  useDraft<T>(key: string, isValid: (value: unknown) => value is T): [T | undefined, (value: T | undefined) => void];
  /** The draft now, for code outside rendering (e.g. restoring after the page comes alive). */
  read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined;
  /** Stores a draft; undefined removes it. */
  write(key: string, value: unknown): void;
  /** Whether any draft of this store is kept. */
  any(): boolean;
  /** Removes every draft of this store (on logout). */
  clear(): void;
};

const CHANGED = "bb-panel-drafts-changed";

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

function rawDraft(name: string): string | null {
  return storage()?.getItem(name) ?? memoryStore.getItem(name);
}

function decode<T>(raw: string | null, isValid: (value: unknown) => value is T): T | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The drafts of one panel, stored under `bb-<scope>-draft:<key>`. */
function draftStore(scope: string): DraftStore {
  const prefix = `bb-${scope}-draft:`;

  const write = (key: string, value: unknown): void => {
    const store = storage();
    if (!store) return;
    memory.delete(prefix + key);
    try {
      if (value === undefined) store.removeItem(prefix + key);
      else store.setItem(prefix + key, JSON.stringify(value));
    } catch {
      // A full sessionStorage: keep the edit in memory rather than lose it.
      if (value !== undefined) memoryStore.setItem(prefix + key, JSON.stringify(value));
    }
    notify();
  };

  const keys = (): string[] => {
    const store = storage();
    return store ? [...new Set([...store.keys(), ...memory.keys()])].filter((key) => key.startsWith(prefix)) : [];
  };

  return {
    // The server render and hydration see no draft; the stored one appears right after, before the
    // browser paints, so the markup always matches. State and a layout effect rather than
    // useSyncExternalStore: Preact, which runs the panel in the browser, hydrates with the store's
    // browser value and would keep the server's markup beside it.
    useDraft<T>(key: string, isValid: (value: unknown) => value is T) {
      const [raw, setRaw] = useState<string | null>(null);
      useLayoutEffect(() => {
        const read = () => setRaw(rawDraft(prefix + key));
        read();
        return subscribe(read);
      }, [key]);
      const value = useMemo(() => decode(raw, isValid), [raw, isValid]);
      const set = useCallback((next: T | undefined) => write(key, next), [key]);
      return [value, set];
    },
    read: (key, isValid) => decode(rawDraft(prefix + key), isValid),
    write,
    any: () => keys().length > 0,
    clear: () => {
      for (const key of keys()) write(key.slice(prefix.length), undefined);
    },
  };
}

/** The owner's panel (/admin). */
export const adminDrafts = draftStore("admin");
/** The super-admin panel (/super-admin). */
export const superAdminDrafts = draftStore("super-admin");

export const isString = (value: unknown): value is string => typeof value === "string";
export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
