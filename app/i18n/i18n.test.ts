import { afterEach, describe, expect, it } from "vitest";

import { LANGUAGES } from "~/i18n/languages";

import { languageFromAcceptLanguage } from "./accept-language.server";
import { dictionaries, messagesFor, t } from "./dictionaries.server";
import { NAMESPACES } from "./namespaces";
import { isLanguage } from "./t";

/** Every dotted key of a nested message object whose value is a string. */
function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(dict: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), dict);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const itMessages = dictionaries.it;
const italianKeys = leafKeys(itMessages);
const translations = { en: dictionaries.en, de: dictionaries.de, es: dictionaries.es } as const;

describe("translations", () => {
  it("the Italian source has keys (the walk works)", () => {
    expect(italianKeys.length).toBeGreaterThan(40);
    expect(Object.keys(NAMESPACES).length).toBeGreaterThan(5);
    expect(italianKeys).toContain("quote.errors.firstName");
    expect(italianKeys).toContain("auth.errors.username");
  });

  it.each(Object.keys(translations))("%s has every Italian key, as non-empty text", (lang) => {
    const dict = translations[lang as keyof typeof translations];
    const missing = italianKeys.filter((key) => {
      const value = valueAt(dict, key);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(missing, `keys missing in ${lang}`).toEqual([]);
  });

  it.each(Object.keys(translations))("%s has no key that Italian lacks", (lang) => {
    const dict = translations[lang as keyof typeof translations];
    const extra = leafKeys(dict).filter((key) => typeof valueAt(itMessages, key) !== "string");
    expect(extra, `keys in ${lang} unknown to it`).toEqual([]);
  });

  it.each(Object.keys(translations))("%s keeps every {placeholder} of the Italian text", (lang) => {
    const dict = translations[lang as keyof typeof translations];
    const wrong = italianKeys.filter((key) => {
      const value = valueAt(dict, key);
      return typeof value === "string" && placeholders(value).join() !== placeholders(valueAt(itMessages, key) as string).join();
    });
    expect(wrong).toEqual([]);
  });

  it("every language has a dictionary", () => {
    for (const lang of LANGUAGES) expect(dictionaries[lang]).toBeDefined();
  });

  it("the spec's messages are worded as the spec says", () => {
    expect(t("it", "quote.errors.firstName")).toBe("Il nome è obbligatorio");
    expect(t("en", "quote.errors.firstName")).toBe("First name is required");
    expect(t("it", "quote.errors.email")).toBe("Inserisci un indirizzo email valido");
    expect(t("en", "quote.errors.email")).toBe("Please enter a valid email address");
    expect(t("it", "quote.errors.guests")).toBe("Seleziona il numero di ospiti");
    expect(t("it", "review.errors.guestName")).toBe("Il nome deve essere di almeno 2 caratteri");
    expect(t("it", "review.errors.email")).toBe("Email non valida");
    expect(t("it", "review.errors.title")).toBe("Il titolo deve essere di almeno 5 caratteri");
    expect(t("it", "review.errors.comment")).toBe("Il commento deve essere di almeno 10 caratteri");
    expect(t("it", "auth.errors.username")).toBe("Username richiesto");
    expect(t("it", "auth.errors.password")).toBe("Password richiesta");
    expect(t("it", "auth.errors.invalidCredentials")).toBe("Credenziali non valide");
    expect(t("it", "errors.fileRequired")).toBe("Seleziona prima una foto");
    expect(t("it", "errors.invalidKey")).toBe("Chiave Super Admin non valida");
  });
});

describe("t()", () => {
  const original = { ...dictionaries };
  afterEach(() => {
    Object.assign(dictionaries, original);
  });

  it("translates into the asked language", () => {
    expect(t("de", "language.name")).toBe("Deutsch");
    expect(t("es", "language.name")).toBe("Español");
    expect(t("en", "language.name")).toBe("English");
  });

  it("falls back to Italian when a translation is missing", () => {
    const en = original.en;
    dictionaries.en = { ...en, quote: { errors: { ...en.quote.errors, firstName: undefined } } } as unknown as typeof en;
    expect(t("en", "quote.errors.firstName")).toBe("Il nome è obbligatorio");
    expect(t("en", "quote.errors.lastName")).toBe("Last name is required");
  });

  it("falls back to the key itself when Italian lacks it too", () => {
    // @ts-expect-error: no such text, which the type checker refuses
    expect(t("en", "no.such.key")).toBe("no.such.key");
    // @ts-expect-error: a group of texts, not a text
    expect(t("it", "quote.errors")).toBe("quote.errors");
    // @ts-expect-error: below a text
    expect(t("de", "quote.errors.firstName.deeper")).toBe("quote.errors.firstName.deeper");
  });

  it("fills {placeholders} and leaves unknown ones alone", () => {
    expect(t("it", "errors.tooLong", { max: 100 })).toBe("Testo troppo lungo (massimo 100 caratteri)");
    expect(t("en", "quote.errors.guestsRoom", { max: 2 })).toContain("2");
    expect(t("it", "errors.tooLong", { other: 1 })).toContain("{max}");
  });
});

describe("messagesFor()", () => {
  it("sends only the asked namespaces, in the page's language, with Italian filling gaps", () => {
    const original = dictionaries.de;
    dictionaries.de = { ...original, room: { ...original.room, backToRooms: undefined } } as unknown as typeof original;
    try {
      const m = messagesFor("de", ["room"]) as { room: Record<string, string> };
      expect(Object.keys(m)).toEqual(["room"]);
      expect(m.room.notFound).toBe("Zimmer nicht gefunden");
      expect(m.room.backToRooms).toBe("Torna alle camere");
    } finally {
      dictionaries.de = original;
    }
  });
});

describe("language negotiation", () => {
  it("recognises only our four languages", () => {
    for (const lang of ["it", "en", "de", "es"]) expect(isLanguage(lang)).toBe(true);
    for (const value of ["fr", "EN", "", undefined, 1, ["en"]]) expect(isLanguage(value)).toBe(false);
  });

  it("picks the best supported language from Accept-Language", () => {
    expect(languageFromAcceptLanguage("en")).toBe("en");
    expect(languageFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(languageFromAcceptLanguage("fr-FR,fr;q=0.9,es;q=0.5")).toBe("es");
    expect(languageFromAcceptLanguage("en;q=0.2,it;q=0.9")).toBe("it");
    expect(languageFromAcceptLanguage("fr")).toBeUndefined();
    expect(languageFromAcceptLanguage("en;q=0")).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
