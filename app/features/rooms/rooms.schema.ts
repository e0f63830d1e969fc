import { z } from "zod";

import { AMENITY_KEYS, LIMITS, type AmenityKey } from "~/lib/constants";
import { emptyToNull } from "~/lib/validation";

import { ROOM_TEXT_LIMITS, slugFromName } from "./room-fields";

/** Gallery paths are our own: uploaded photos under /uploads/rooms/ or built-in ones under /images/. */
export const GALLERY_PATH = /^\/(uploads\/rooms|images)\/[A-Za-z0-9._/-]{1,200}\.(jpe?g|png|webp|avif|svg)$/;

export const roomImagesSchema = z.object({
  images: z
    .array(
      z
        .string({ error: "errors.invalidImages" })
        .regex(GALLERY_PATH, { error: "errors.invalidImages" })
        .refine((p) => !p.includes(".."), { error: "errors.invalidImages" }),
      {
        error: "errors.invalidImages",
      },
    )
    .max(LIMITS.roomImages, { error: "errors.invalidImages" })
    .refine((list) => new Set(list).size === list.length, { error: "errors.invalidImages" }),
});

const externalUrl = z.preprocess(
  emptyToNull,
  z
    .string({ error: "errors.invalidUrl" })
    .trim()
    .max(LIMITS.url, { error: "errors.tooLong" })
    .refine(
      (v) => {
        // Control characters (NUL, line breaks) never belong in a link; PostgreSQL cannot even store NUL.
        // eslint-disable-next-line no-control-regex -- control characters are what this looks for
        if (/[\u0000-\u001f\u007f]/.test(v)) return false;
        try {
          const url = new URL(v);
          return url.protocol === "https:" || url.protocol === "http:";
        } catch {
          return false;
        }
      },
      { error: "errors.invalidUrl" },
    )
    .nullable(),
);

export const bookingLinksSchema = z.object({ bookingUrl: externalUrl, airbnbUrl: externalUrl });

export type BookingLinks = z.infer<typeof bookingLinksSchema>;

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
// A description keeps its line breaks and tabs; other control characters never belong in it.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const requiredText = (max: number) =>
  z
    .string({ error: "errors.required" })
    .trim()
    .min(1, { error: "errors.required" })
    .max(max, { error: "errors.tooLong" })
    .refine((v) => !CONTROL_IN_TEXT.test(v), { error: "errors.invalidText" });

/** A translation: empty or absent means "not translated" (null), and the Italian text is shown. */
const optionalText = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: "errors.invalidText" })
      .trim()
      .max(max, { error: "errors.tooLong" })
      .refine((v) => !CONTROL_IN_TEXT.test(v), { error: "errors.invalidText" })
      .nullable(),
  );

const GUESTS = { min: LIMITS.guests.min, max: LIMITS.guests.max };

const isAmenity = (key: unknown): key is AmenityKey => typeof key === "string" && (AMENITY_KEYS as readonly string[]).includes(key);

/**
 * A room as the owner writes it (POST /api/rooms, PUT /api/rooms/:id). Anything else a room has
 * (id, slug, images, booking links) is ignored, so the object GET /api/rooms/{slug} answers can
 * be sent back as it is: the slug never changes once made (links to the room stay valid), and
 * photos and links have their own endpoints.
 */
export const roomInputSchema = z.object({
  name: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, { error: "errors.required" })
    .max(LIMITS.roomName, { error: "errors.tooLong" })
    .refine((v) => !CONTROL.test(v), { error: "errors.invalidText" })
    // Its address is made from it: a name of symbols alone would have none.
    .refine((v) => slugFromName(v) !== "", { error: "errors.invalidText" }),
  shortDescription: requiredText(ROOM_TEXT_LIMITS.shortDescription),
  description: requiredText(ROOM_TEXT_LIMITS.description),
  shortDescriptionEn: optionalText(ROOM_TEXT_LIMITS.shortDescription),
  descriptionEn: optionalText(ROOM_TEXT_LIMITS.description),
  shortDescriptionDe: optionalText(ROOM_TEXT_LIMITS.shortDescription),
  descriptionDe: optionalText(ROOM_TEXT_LIMITS.description),
  shortDescriptionEs: optionalText(ROOM_TEXT_LIMITS.shortDescription),
  descriptionEs: optionalText(ROOM_TEXT_LIMITS.description),
  // One message for every wrong value, saying the range (a plain .min/.max would name one end only).
  maxGuests: z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value === "number" && Number.isInteger(value) && value >= GUESTS.min && value <= GUESTS.max) return value;
      ctx.addIssue({ code: "custom", message: "errors.maxGuests", params: GUESTS });
      return z.NEVER;
    })
    .default(LIMITS.maxGuestsDefault),
  // Checked as a whole, so a bad key is reported on the field (the checklist), not on "amenities.3".
  // The order is kept: a room card shows the first three.
  amenities: z
    .array(z.unknown(), { error: "errors.unknownAmenity" })
    .max(AMENITY_KEYS.length * 2, { error: "errors.unknownAmenity" })
    .default([])
    .refine((keys) => keys.every(isAmenity), { error: "errors.unknownAmenity" })
    .transform((keys) => [...new Set(keys as AmenityKey[])]),
  isActive: z.boolean({ error: "errors.invalidBoolean" }).default(true),
});

export type RoomInput = z.infer<typeof roomInputSchema>;
