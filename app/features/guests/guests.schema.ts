import { z } from "zod";

import { IDENTITY_CHECK_METHODS, PARTY_TYPES } from "~/features/stays/stay-types";
import { LANGUAGES } from "~/i18n/languages";
import { calendarDay, emptyToNull, numericText } from "~/lib/validation";

import { TRANSPORTS, TRIP_PURPOSES } from "./trip-codes";

/**
 * What the guests' and the police report's endpoints take, browser-safe: the API's contract
 * (guests.api.ts) declares them, the server validates with them. The party's data
 * is checked further on the server, against the portal's tables and the stay (guests.server.ts).
 */

/** GET /api/places?q=&kind=&lang= */
export const placesQuerySchema = z.object({
  q: z
    .string({ error: "errors.required" })
    .max(60, { error: "errors.tooLong" })
    .default("")
    .describe("What was typed (2 letters at least)."),
  kind: z.enum(["comune", "stato"], { error: "errors.placeKind" }),
  /** The countries' names in this language (the table's Italian ones by default); found by any. */
  lang: z.enum(LANGUAGES, { error: "errors.invalidLanguage" }).default("it").describe("The language of the countries' names."),
});

const text = (max: number) =>
  z.string({ error: "errors.required" }).trim().min(1, { error: "errors.required" }).max(max, { error: "errors.tooLong" });
const code = z.preprocess(emptyToNull, z.string({ error: "errors.unknownPlace" }).trim().nullable()).default(null);
const latin = z
  .preprocess(emptyToNull, z.string({ error: "errors.latinNameLetters" }).trim().max(100, { error: "errors.tooLong" }).nullable())
  .default(null);

/** One guest as typed: the codes are those of the police portal's tables (GET /api/places). */
const guestSchema = z.object({
  surname: text(100),
  givenName: text(100),
  surnameLatin: latin.describe("The passport's Latin spelling of a surname in another script."),
  givenNameLatin: latin.describe("The passport's Latin spelling of a given name in another script."),
  sex: z.enum(["M", "F"], { error: "errors.guestSex" }),
  birthDate: calendarDay().refine((v) => v >= "1900-01-01", { error: "errors.invalidDate" }),
  birthCountry: code,
  birthPlace: code.describe("A municipality's code, for a guest born in Italy only."),
  citizenship: code,
  residenceCountry: code,
  residencePlace: code.describe("A municipality's code, for a guest living in Italy only."),
  documentType: code.describe("The lead's, or every guest's in a party of individuals."),
  documentNumber: z
    .preprocess(emptyToNull, z.string({ error: "errors.documentNumber" }).trim().toUpperCase().nullable())
    .default(null)
    .describe("Left out or empty, the number stored for this guest stays."),
  documentIssuePlace: code,
  // Optional for the guest: left out, empty or null is "did not say" (null).
  tripPurpose: z
    .preprocess(emptyToNull, z.enum(TRIP_PURPOSES, { error: "errors.tripPurpose" }).nullable())
    .default(null)
    .describe("The reason for the trip, one of the region's ISTAT list (tipoturismo), in its Italian text."),
  transport: z
    .preprocess(emptyToNull, z.enum(TRANSPORTS, { error: "errors.transport" }).nullable())
    .default(null)
    .describe("The means of transport, one of the region's ISTAT list (mezzotrasporto), in its Italian text."),
});

/**
 * PUT /api/stays/{id}/guests and POST /api/check-in/{token}: the party. The server adds the
 * checks that need its tables and the stay (guests.server.ts), every problem named at once.
 */
export const guestsBodySchema = z.object({
  partyType: z.preprocess(emptyToNull, z.enum(PARTY_TYPES, { error: "errors.partyType" }).nullable()).default(null),
  guests: z.array(guestSchema, { error: "errors.guestsList" }).min(1, { error: "errors.guestsList" }),
});

/** POST /api/stays/{id}/identity-checked: how the guests were identified, or { checked: false } to take it back. */
export const identityCheckSchema = z.object({
  checked: z.boolean({ error: "errors.invalidBoolean" }).default(true),
  method: z.enum(IDENTITY_CHECK_METHODS, { error: "errors.identityMethod" }).default("in-person"),
});

const day = calendarDay();

/** A day of arrivals: POST /api/police/send, GET /api/police/file?date=. */
export const policeDaySchema = z.object({ date: day });

/** GET /api/police/day?date=: today in Italy when left out or empty. */
export const policeDayQuerySchema = z.object({
  date: z
    .preprocess((value) => (typeof value === "string" && value !== "" ? value : undefined), day.optional())
    .describe("The day of arrivals; today in Italy by default."),
});

/** POST /api/police/sent: the day's file was sent on the portal. */
export const policeSentSchema = z.object({
  date: day,
  stayIds: z
    .array(z.number({ error: "errors.policeStays" }).int({ error: "errors.policeStays" }).positive({ error: "errors.policeStays" }), {
      error: "errors.policeStays",
    })
    .min(1, { error: "errors.policeStays" })
    .max(50, { error: "errors.policeStays" }),
  receipt: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string({ error: "errors.tooLong" }).trim().max(100, { error: "errors.tooLong" }).nullable().default(null),
  ),
});

/** No control characters (a pasted line break, a NUL): the portal's account fields are plain text. */
const NO_CONTROLS = /^[^\p{Cc}]*$/u;

/**
 * A password or a key: write-only, so an empty or missing one keeps the stored one. The key is a
 * code copied from the portal's page, so spaces around it are the copy's; a password is taken as typed.
 */
const secret = (trim: boolean) =>
  z.preprocess(
    (v) => (typeof v === "string" && trim ? v.trim() : v) || undefined,
    z
      .string({ error: "errors.required" })
      .max(200, { error: "errors.tooLong" })
      .regex(NO_CONTROLS, { error: "errors.invalidText" })
      .optional(),
  );

/** PUT /api/settings/police-portal. */
export const portalAccountSchema = z.object({
  username: z
    .string({ error: "errors.required" })
    .trim()
    .min(1, { error: "errors.required" })
    .max(100, { error: "errors.tooLong" })
    .regex(NO_CONTROLS, { error: "errors.invalidText" }),
  password: secret(false).describe("Needed the first time; left out or empty, the stored one stays."),
  wsKey: secret(true).describe("The web-service key; needed the first time, left out or empty, the stored one stays."),
  autoSend: z.boolean({ error: "errors.invalidBoolean" }).default(false),
});

/** The day a police receipt covers: POST /api/police/receipts/fetch, /api/police/receipts/{date}. */
export const receiptDaySchema = z.object({ date: calendarDay() });

/** GET /api/police/receipts?year=: this year when left out. */
export const receiptsQuerySchema = z.object({
  year: z
    .preprocess(
      numericText,
      z
        .number({ error: "errors.invalidYear" })
        .int({ error: "errors.invalidYear" })
        .min(2000, { error: "errors.invalidYear" })
        .max(2100, { error: "errors.invalidYear" })
        .optional(),
    )
    .describe("This year by default."),
});
