import { LANGUAGES, type Language } from "~/lib/constants";

/** Browser-safe i18n helpers; the texts themselves live in dictionaries.server.ts. */

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

export function format(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** The first dictionary that has the key wins; with none, the key itself. */
export function translate(dicts: unknown[], key: string, vars?: Record<string, string | number>): string {
  for (const dict of dicts) {
    const text = lookup(dict, key);
    if (text !== undefined) return format(text, vars);
  }
  return key;
}
