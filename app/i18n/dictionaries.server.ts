import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";

import { NAMESPACES, type Dictionary, type Namespace } from "./namespaces";
import { translate, type MessageKey, type Vars } from "./t";

function dictionaryFor(lang: Language): Dictionary {
  return Object.fromEntries(Object.entries(NAMESPACES).map(([ns, m]) => [ns, m[lang]])) as Dictionary;
}

export const dictionaries = Object.fromEntries(LANGUAGES.map((l) => [l, dictionaryFor(l)])) as Record<Language, Dictionary>;

/** Translates a dotted key; a missing text falls back to Italian, then to the key. */
export function t(lang: Language, key: MessageKey, vars?: Vars): string {
  return translate([dictionaries[lang], dictionaries[DEFAULT_LANGUAGE]], key, vars);
}

function withFallback(source: unknown, fallback: unknown): unknown {
  if (typeof fallback === "string") return typeof source === "string" ? source : fallback;
  if (fallback === null || typeof fallback !== "object") return source;
  const src = (source && typeof source === "object" ? source : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(fallback).map(([k, v]) => [k, withFallback(src[k], v)]));
}

export type Messages = Partial<Record<Namespace, unknown>>;

/** The namespaces a page needs, in its language, with Italian filling any gap. */
export function messagesFor(lang: Language, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(namespaces.map((ns) => [ns, merged(lang, ns)]));
}

// The texts never change while the server runs: each namespace is merged once per language.
const mergedNamespaces = new Map<string, unknown>();
function merged(lang: Language, ns: Namespace): unknown {
  const key = `${lang}.${ns}`;
  if (!mergedNamespaces.has(key)) mergedNamespaces.set(key, withFallback(dictionaries[lang][ns], dictionaries[DEFAULT_LANGUAGE][ns]));
  return mergedNamespaces.get(key);
}
