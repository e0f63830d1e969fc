import type { Room } from "~/db/schema";
import type { Language } from "~/i18n/languages";

type Translated = Pick<
  Room,
  | "description"
  | "shortDescription"
  | "descriptionEn"
  | "shortDescriptionEn"
  | "descriptionDe"
  | "shortDescriptionDe"
  | "descriptionEs"
  | "shortDescriptionEs"
>;

const FIELDS = {
  it: ["description", "shortDescription"],
  en: ["descriptionEn", "shortDescriptionEn"],
  de: ["descriptionDe", "shortDescriptionDe"],
  es: ["descriptionEs", "shortDescriptionEs"],
} as const satisfies Record<Language, readonly [keyof Translated, keyof Translated]>;

const filled = (text: string | null | undefined): text is string => Boolean(text?.trim());

/** A room's descriptions in the page's language; a missing translation falls back to Italian. */
export function roomTexts(room: Translated, lang: Language): { description: string; shortDescription: string } {
  const [long, short] = FIELDS[lang];
  return {
    description: filled(room[long]) ? room[long] : room.description,
    shortDescription: filled(room[short]) ? room[short] : room.shortDescription,
  };
}
