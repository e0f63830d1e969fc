import { z } from "zod";

import { audited } from "~/features/audit/audit-actions";
import { operations } from "~/lib/api-contract";

import { businessUpdateSchema } from "./business.schema";

const hours = z.object({ from: z.string(), to: z.string() });

/** The business as every page shows it (~/lib/business's Business): nothing in it is private. */
export const businessAnswer = z.object({
  name: z.string(),
  tagline: z.object({ it: z.string(), en: z.string().nullable(), de: z.string().nullable(), es: z.string().nullable() }),
  streetAddress: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  email: z.string(),
  taxiPhone: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  cin: z.string().nullable(),
  regionalCode: z.string().nullable(),
  hours: z.object({ checkIn: hours, checkOut: hours, reception: hours, breakfast: hours }),
});

/** The business with what only the owner reads: the deposits' account and the pre-arrival e-mail's notes. */
export const ownerBusinessAnswer = businessAnswer.extend({
  accountHolder: z.string().nullable(),
  iban: z.string().nullable(),
  bankName: z.string().nullable(),
  arrivalNotes: z.object({ it: z.string().nullable(), en: z.string().nullable(), de: z.string().nullable(), es: z.string().nullable() }),
});

/** The audit trail's names of a change of the business details, and of one that changed the deposits' bank account. */
export const BUSINESS_TARGET = "business details";
export const BANK_DETAILS_TARGET = "business details, bank details";

export const businessApi = operations({
  get: {
    method: "get",
    path: "/business",
    summary: "The business details; with the owner's session (to the panel's fetch), her own details too.",
    access: "public",
    answers: { 200: z.union([businessAnswer, ownerBusinessAnswer]) },
  },
  update: {
    method: "put",
    path: "/business",
    summary: "Replaces the business details; the owner's own details only where the body names them.",
    access: "staff",
    role: "owner",
    body: businessUpdateSchema,
    answers: { 200: ownerBusinessAnswer },
    errors: { 400: "validation_error" },
    // The handler names the bank details in the target when the account changed.
    audit: audited("business.updated", () => BUSINESS_TARGET),
  },
});
