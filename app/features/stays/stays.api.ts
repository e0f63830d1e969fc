import { z } from "zod";

import { STAY_SOURCES } from "~/features/availability/channels";
import { outboxMessageAnswer } from "~/features/mail/mail.api";
import { LANGUAGES } from "~/i18n/languages";
import { operations } from "~/lib/api-contract";
import { idParams, isoDay, successAnswer, timestamp } from "~/lib/api-schemas";

import { IDENTITY_CHECK_METHODS, PARTY_TYPES, STAY_STATUSES } from "./stay-types";
import { movementsQuerySchema, stayInputSchema, stayListQuerySchema, stayPatchSchema } from "./stays.schema";

/** A stay's deposit: asked (euros), by when, received when and how much; overdue once its day has passed unpaid. */
export const stayDepositAnswer = z.object({
  amount: z.number().nullable(),
  dueDate: isoDay.nullable(),
  receivedOn: isoDay.nullable(),
  receivedAmount: z.number().nullable(),
  overdue: z.boolean(),
});

/** A stay as the API gives it (app/features/stays/stay-types.ts's StayView). */
export const stayAnswer = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  roomName: z.string(),
  checkIn: isoDay,
  checkOut: isoDay,
  nights: z.number().int(),
  guests: z.number().int(),
  source: z.enum(STAY_SOURCES),
  quoteId: z.number().int().nullable(),
  leadGuest: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  language: z.enum(LANGUAGES),
  notes: z.string().nullable(),
  status: z.enum(STAY_STATUSES),
  deposit: stayDepositAnswer.nullable(),
  checkInUrl: z.string().nullable().describe("The guests' pre-check-in link, to forward; null once the stay is over or cancelled."),
  partyType: z.enum(PARTY_TYPES).nullable(),
  identityCheckedAt: timestamp.nullable(),
  identityCheckMethod: z.enum(IDENTITY_CHECK_METHODS).nullable(),
  arrivedAt: timestamp.nullable(),
  policeDueAt: timestamp.nullable().describe("When the police report is due; null for a cancelled stay."),
  policeSentAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** Where a stay stands with the police report (app/features/guests/guest-types.ts's Registration). */
export const registrationAnswer = z.object({
  state: z.enum(["missing", "unchecked", "ready", "sent"]),
  guestsEntered: z.number().int(),
  expected: z.number().int(),
  /** What is missing, in Italian for the owner. */
  missing: z.array(z.string()),
  identityCheckedAt: timestamp.nullable(),
  identityCheckMethod: z.enum(IDENTITY_CHECK_METHODS).nullable(),
  identityCheckedBy: z.string().nullable(),
  policeSentAt: timestamp.nullable(),
});

/** What a stay owes of the municipality's tourist tax (app/features/reports/tourist-tax.ts's TouristTax). */
const nights = z.number().int();
export const touristTaxAnswer = z.object({
  amount: z.number(),
  taxableNights: nights,
  exemptNights: z
    .object({
      age: nights,
      resident: nights,
      cap: nights,
      "patient-companion": nights,
      disability: nights,
      duty: nights,
      evacuee: nights,
      staff: nights,
      other: nights,
    })
    .describe("Guest-nights not taxed: by age, as residents, beyond the cap, and for each reason the owner gave."),
});

/** The tourist tax's ledger beside the tax: collected, refused by the guest, and due to the Comune (the tax less what was refused). */
export const taxLedgerFiguresAnswer = z.object({ collected: z.number(), refused: z.number(), due: z.number() });

/** What the owner recorded of a stay's tax (app/features/reports/tourist-tax.ts's TaxLedgerEntry). */
export const taxLedgerEntryAnswer = z.object({
  exemptions: z.array(
    z.object({
      guest: z.number().int().describe("The guest's place in the party: 0 is the lead guest."),
      reason: z.enum(["patient-companion", "disability", "duty", "evacuee", "staff", "other"]),
      note: z.string().nullable(),
    }),
  ),
  collected: z.object({ amount: z.number(), on: isoDay }).nullable(),
  refused: z.object({ on: isoDay }).nullable(),
});

/** A stay's tax as its page shows it. */
export const stayTaxAnswer = touristTaxAnswer.extend(taxLedgerFiguresAnswer.shape).extend({ entry: taxLedgerEntryAnswer });

/** GET /api/stays/{id}: the stay, its police report's state, the guest's e-mails about it, its tourist tax. */
export const stayDetailAnswer = stayAnswer.extend({
  registration: registrationAnswer,
  messages: z.array(outboxMessageAnswer),
  touristTax: stayTaxAnswer.nullable().describe("Null while the owner has the tourist tax off."),
});

const movementPlace = { roomId: z.number().int(), roomName: z.string(), checkIn: isoDay, checkOut: isoDay };

/** One arrival or departure: a stay, or a channel's imported range no stay stands for yet. */
export const movementAnswer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("stay"), ...movementPlace, stay: stayAnswer }),
  z.object({
    type: z.literal("unregistered"),
    ...movementPlace,
    source: z.enum(STAY_SOURCES),
    feedName: z.string(),
    label: z.string(),
  }),
]);

export const movementsAnswer = z.object({ date: isoDay, arrivals: z.array(movementAnswer), departures: z.array(movementAnswer) });

export const staysApi = operations({
  create: {
    method: "post",
    path: "/stays",
    summary: "Enters a booking the owner took herself (a channel's, a direct one).",
    access: "staff",
    role: "manager",
    body: stayInputSchema,
    answers: { 201: stayAnswer },
    errors: { 400: "validation_error", 409: "room_busy" },
  },
  list: {
    method: "get",
    path: "/stays",
    summary: "The stays overlapping a window of days, booked or cancelled, by check-in.",
    access: "staff",
    role: "manager",
    query: stayListQuerySchema,
    answers: { 200: z.array(stayAnswer) },
    errors: { 400: "validation_error" },
  },
  movements: {
    method: "get",
    path: "/stays/movements",
    summary: "Who arrives and who leaves on a day, per room, with the channels' bookings no stay stands for yet.",
    access: "staff",
    role: "manager",
    query: movementsQuerySchema,
    answers: { 200: movementsAnswer },
    errors: { 400: "validation_error" },
  },
  get: {
    method: "get",
    path: "/stays/:id",
    summary: "One stay with its police report's state, the guest's e-mails about it and its tourist tax.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: stayDetailAnswer },
    errors: { 404: "not_found" },
  },
  update: {
    method: "patch",
    path: "/stays/:id",
    summary: "Changes a stay (any of its fields, its status, the guests' arrival), checked whole as a new one would be.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: stayPatchSchema,
    answers: { 200: stayAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "room_busy" },
  },
  renewReviewLink: {
    method: "post",
    path: "/stays/:id/review-link",
    summary: "A new personal review link for the stay's guests, for the owner to pass on (it replaces the one e-mailed).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: z.object({ url: z.string(), expiresAt: timestamp }) },
    errors: { 404: "not_found", 409: "stay_not_begun" },
  },
  remove: {
    method: "delete",
    path: "/stays/:id",
    summary: "Erases a stay with its e-mails (the request it came from stays).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: successAnswer },
    errors: { 404: "not_found" },
  },
});
