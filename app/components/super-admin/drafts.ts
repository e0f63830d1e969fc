import { TEXT_FIELDS, type TextField } from "./settings";

/**
 * Unsaved text survives an expired session (the panel gives way to the key screen) and a
 * reload, but only in this browser tab: sessionStorage is gone when the tab closes.
 */
const DRAFTS_KEY = "super-admin-drafts";
const TAB_KEY = "super-admin-tab";

type StoredDrafts = Partial<Record<TextField, string>>;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Private mode or a full storage: drafts then live only as long as the page.
  }
}

export function readStoredDrafts(): StoredDrafts {
  try {
    const parsed: unknown = JSON.parse(read(DRAFTS_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const out: StoredDrafts = {};
    for (const field of TEXT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") out[field] = value;
    }
    return out;
  } catch {
    return {};
  }
}

export function storeDraft(field: TextField, value: string | null): void {
  const drafts = readStoredDrafts();
  if (value === null) delete drafts[field];
  else drafts[field] = value;
  write(DRAFTS_KEY, Object.keys(drafts).length ? JSON.stringify(drafts) : null);
}

export function clearStoredDrafts(): void {
  write(DRAFTS_KEY, null);
  write(TAB_KEY, null);
}

export function readStoredTab(): string | null {
  return read(TAB_KEY);
}

export function storeTab(tab: string): void {
  write(TAB_KEY, tab);
}
