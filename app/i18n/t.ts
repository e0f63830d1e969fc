import { LANGUAGES, type Language } from "~/i18n/languages";

import type { Dictionary } from "./namespaces";

/** Browser-safe i18n helpers; the texts themselves live in dictionaries.server.ts. */

/** The dotted paths to the texts of a tree of messages, e.g. "nav.home" in `{ nav: { home: "Home" } }`. */
type TextPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPaths<T[K]>}` }[keyof T & string];

/** Every text's key, from the Italian source: a mistyped key fails the type check. */
export type MessageKey = TextPaths<Dictionary>;

/** The keys under a prefix, without it: `MessageKeyIn<"about.values">` is "title" | "welcome.title" | "welcome.text" | …. */
export type MessageKeyIn<P extends string> = MessageKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/** The values a text's {placeholders} take. */
export type Vars = Record<string, string | number>;

export type Translator = (key: MessageKey, vars?: Vars) => string;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function lookup(dict: unknown, key: string): string | undefined {
  let node: unknown = dict;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function format(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** The first dictionary that has the key wins; with none, the key itself. */
export function translate(dicts: unknown[], key: MessageKey, vars?: Vars): string {
  for (const dict of dicts) {
    const text = lookup(dict, key);
    if (text !== undefined) return format(text, vars);
  }
  return key;
}
