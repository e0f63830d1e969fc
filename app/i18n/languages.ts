/** The site's languages, Italian first: the source of every text and the fallback of any gap. */
export const LANGUAGES = ["it", "en", "de", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "it";
/** The visitor's choice, kept in localStorage and mirrored into a cookie of this name. */
export const LANGUAGE_STORAGE_KEY = "bb-language";
