import { LIMITS } from "~/lib/constants";

/*
 * What the room form and the room schema share, without Zod (the panel's bundle needs these alone).
 */

/** How long a room's texts may be: a card's summary, and the room page's description. */
export const ROOM_TEXT_LIMITS = { shortDescription: 300, description: 3000 } as const;

/** Where a room's texts live, per language: Italian is required, the others fall back to it (room-text.ts). */
export const ROOM_TEXT_FIELDS = {
  it: { short: "shortDescription", long: "description" },
  en: { short: "shortDescriptionEn", long: "descriptionEn" },
  de: { short: "shortDescriptionDe", long: "descriptionDe" },
  es: { short: "shortDescriptionEs", long: "descriptionEs" },
} as const;

/** The ß, æ, ø, œ, ł… that NFD does not take apart into a letter and an accent. */
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/**
 * A room's address from its name: "Camera Vista Mare" → "camera-vista-mare", "Più Sù!" → "piu-su".
 * Lowercase a–z and digits joined by single hyphens (the rooms_slug_format check), at most 50
 * characters; empty when the name has no letter or digit we can write.
 */
export function slugFromName(name: string): string {
  const plain = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßæøœłđðþı]/g, (c) => LETTERS[c] ?? "-");
  const slug = plain.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.slice(0, LIMITS.roomSlug).replace(/-+$/, "");
}
