import { z } from "zod";

import type { Business, BusinessOwnerDetails } from "~/lib/business";
import { isValidIban, normalizeIban } from "~/lib/iban";

const tooLong = { error: "errors.tooLong" };

const requiredText = (max: number) => z.string({ error: "errors.required" }).trim().min(1, { error: "errors.required" }).max(max, tooLong);

/** Empty text is absent (null); otherwise trimmed and checked. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v), schema.nullable());

const phone = z
  .string({ error: "errors.invalidPhone" })
  .trim()
  .max(20, tooLong)
  .regex(/^\+?[0-9][0-9 ()./-]{4,}$/, { error: "errors.invalidPhone" });

const time = z
  .string({ error: "errors.invalidTime" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "errors.invalidTime" });
const hours = z.object({ from: time, to: time }, { error: "errors.invalidTime" });

const coordinate = (limit: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v),
    z.number({ error: key }).min(-limit, { error: key }).max(limit, { error: key }),
  );

/**
 * The Codice Identificativo Nazionale as the Ministry of Tourism publishes its shape: "IT", the
 * province's and the municipality's ISTAT codes (3 + 3 digits), the ISTAT class of the structure
 * (2 characters) and a random string of at most 8 letters and digits. Spaces are dropped, letters uppercased.
 */
export const CIN_FORMAT = /^IT\d{6}[A-Z0-9]{2}[A-Z0-9]{1,8}$/;

const cin = z
  .string({ error: "errors.invalidCin" })
  .transform((v) => v.replace(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(CIN_FORMAT, { error: "errors.invalidCin" }));

/** The business details (GET and PUT /api/business, the panel's "Struttura" form): one set of rules. */
export const businessSchema = z.object({
  name: requiredText(100),
  tagline: z.object(
    {
      it: requiredText(120),
      en: optional(z.string().trim().max(120, tooLong)),
      de: optional(z.string().trim().max(120, tooLong)),
      es: optional(z.string().trim().max(120, tooLong)),
    },
    { error: "errors.required" },
  ),
  streetAddress: requiredText(120),
  postalCode: z
    .string({ error: "errors.invalidPostalCode" })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, { error: "errors.invalidPostalCode" }),
  city: requiredText(80),
  province: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: "errors.invalidProvince" }),
  ),
  country: z
    .string({ error: "errors.invalidCountry" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "errors.invalidCountry" }),
  phone,
  whatsapp: optional(phone),
  email: z
    .string({ error: "errors.invalidEmail" })
    .trim()
    .max(255, tooLong)
    .pipe(z.email({ error: "errors.invalidEmail" })),
  taxiPhone: phone,
  coordinates: z.object(
    { latitude: coordinate(90, "errors.invalidLatitude"), longitude: coordinate(180, "errors.invalidLongitude") },
    { error: "errors.invalidLatitude" },
  ),
  cin: optional(cin),
  regionalCode: optional(
    z
      .string()
      .trim()
      .max(50, tooLong)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, { error: "errors.invalidCode" }),
  ),
  hours: z.object({ checkIn: hours, checkOut: hours, reception: hours, breakfast: hours }, { error: "errors.invalidTime" }),
}) satisfies z.ZodType<Business, unknown>;

export type BusinessInput = z.input<typeof businessSchema>;

/** Absent (undefined) keeps what is stored; empty text (or null) clears it. */
const kept = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : v === null || (typeof v === "string" && v.trim() === "") ? null : v),
    schema.nullable().optional(),
  );

const arrivalNote = z.string({ error: "errors.tooLong" }).trim().max(2000, tooLong);

/**
 * PUT /api/business: the details above and what only the owner reads, the deposits' account and
 * the pre-arrival e-mail's notes. A deposit needs both the account holder and a valid IBAN.
 */
export const businessUpdateSchema = businessSchema
  .extend({
    accountHolder: kept(z.string({ error: "errors.accountHolder" }).trim().max(70, tooLong)),
    iban: kept(z.string({ error: "errors.invalidIban" }).transform(normalizeIban).refine(isValidIban, { error: "errors.invalidIban" })),
    bankName: kept(z.string().trim().max(100, tooLong)),
    arrivalNotes: z
      .object({ it: kept(arrivalNote), en: kept(arrivalNote), de: kept(arrivalNote), es: kept(arrivalNote) }, { error: "errors.tooLong" })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.iban && b.accountHolder === null) ctx.addIssue({ code: "custom", path: ["accountHolder"], message: "errors.accountHolder" });
  });

export type BusinessUpdate = z.infer<typeof businessUpdateSchema>;

/** What of the owner's details an update changes: only the fields it names. */
export function ownerChanges(update: BusinessUpdate): Partial<BusinessOwnerDetails> {
  const out: Partial<BusinessOwnerDetails> = {};
  if (update.accountHolder !== undefined) out.accountHolder = update.accountHolder;
  if (update.iban !== undefined) out.iban = update.iban;
  if (update.bankName !== undefined) out.bankName = update.bankName;
  if (update.arrivalNotes) {
    out.arrivalNotes = Object.fromEntries(
      Object.entries(update.arrivalNotes).filter(([, v]) => v !== undefined),
    ) as BusinessOwnerDetails["arrivalNotes"];
  }
  return out;
}
