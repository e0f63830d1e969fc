import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/lib/constants";

import about from "./messages/about";
import amenities from "./messages/amenities";
import auth from "./messages/auth";
import breakfast from "./messages/breakfast";
import checkIn from "./messages/check-in";
import common from "./messages/common";
import contact from "./messages/contact";
import errors from "./messages/errors";
import home from "./messages/home";
import language from "./messages/language";
import notFound from "./messages/not-found";
import prices from "./messages/prices";
import privacy from "./messages/privacy";
import quote from "./messages/quote";
import review from "./messages/review";
import room from "./messages/room";
import rooms from "./messages/rooms";
import { translate, type MessageKey, type Vars } from "./t";

/**
 * Every namespace of texts. Server-only: pages receive just the namespaces they use, in
 * their language (see messagesFor), so the browser never downloads the other languages.
 */
export const NAMESPACES = {
  about,
  amenities,
  auth,
  breakfast,
  checkIn,
  common,
  contact,
  errors,
  home,
  language,
  notFound,
  prices,
  privacy,
  quote,
  review,
  room,
  rooms,
};
export type Namespace = keyof typeof NAMESPACES;

export type Dictionary = { [N in Namespace]: (typeof NAMESPACES)[N]["it"] };

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
