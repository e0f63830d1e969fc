import { z } from "zod";

import { audited, stayTarget } from "~/features/audit/audit-actions";
import { IDENTITY_CHECK_METHODS, PARTY_TYPES } from "~/features/stays/stay-types";
import { registrationAnswer } from "~/features/stays/stays.api";
import { operations } from "~/lib/api-contract";
import { idParams, isoDay, timestamp } from "~/lib/api-schemas";

import {
  guestsBodySchema,
  identityCheckSchema,
  placesQuerySchema,
  policeDayQuerySchema,
  policeDaySchema,
  policeSentSchema,
  portalAccountSchema,
  receiptDaySchema,
  receiptsQuerySchema,
} from "./guests.schema";
import { TRANSPORTS, TRIP_PURPOSES } from "./trip-codes";

/** A place of the police portal's tables as a form shows it (app/features/guests/guest-types.ts's NamedPlace). */
export const placeAnswer = z.object({
  code: z.string(),
  name: z.string().describe("A country's name in the language asked for; a municipality's as the table writes it."),
  province: z.string().optional().describe("A municipality's province."),
  portalName: z.string().optional().describe("The table's own name, when the name shown differs."),
});

/** One guest as stored (app/features/guests/guest-types.ts's GuestData); the document fields only for those who give one. */
export const guestDataAnswer = z.object({
  surname: z.string(),
  givenName: z.string(),
  surnameLatin: z.string().nullable(),
  givenNameLatin: z.string().nullable(),
  sex: z.enum(["M", "F"]),
  birthDate: isoDay,
  birthCountry: z.string(),
  birthPlace: z.string().nullable(),
  citizenship: z.string(),
  residenceCountry: z.string(),
  residencePlace: z.string().nullable(),
  documentType: z.string().nullable().optional(),
  documentNumber: z.string().nullable().optional(),
  documentIssuePlace: z.string().nullable().optional(),
  tripPurpose: z.enum(TRIP_PURPOSES).nullable().describe("The reason for the trip (the region's ISTAT list); null when not said."),
  transport: z.enum(TRANSPORTS).nullable().describe("The means of transport (the region's ISTAT list); null when not said."),
});

const named = placeAnswer.optional();

/** A guest with the names of its codes, for display. */
export const stayGuestAnswer = guestDataAnswer.extend({
  names: z.object({
    birthCountry: named,
    birthPlace: named,
    citizenship: named,
    residenceCountry: named,
    residencePlace: named,
    documentIssuePlace: named,
  }),
});

/** GET /api/stays/{id}/guests (app/features/guests/guest-types.ts's StayGuests). */
export const stayGuestsAnswer = z.object({
  stayId: z.number().int(),
  partyType: z.enum(PARTY_TYPES).nullable(),
  expected: z.number().int().describe("The party's size on the stay: the guests to enter."),
  guests: z.array(stayGuestAnswer),
  updatedAt: timestamp.nullable(),
  identityCheckedAt: timestamp.nullable(),
  identityCheckMethod: z.enum(IDENTITY_CHECK_METHODS).nullable(),
});

/** What the guest's own link answers: the data as saved, the document numbers masked, without the places' names. */
export const checkInAnswer = z.object({
  partyType: z.enum(PARTY_TYPES).nullable(),
  guests: z.array(guestDataAnswer),
  updatedAt: timestamp.nullable(),
});

/** Why the portal did not take a stay the last time the site sent it (app/db/schema.ts's PoliceError). */
export const policeErrorAnswer = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("refused"),
    records: z.array(z.object({ guest: z.number().int(), code: z.string(), message: z.string() })),
    at: timestamp,
  }),
  z.object({ kind: z.literal("unreachable"), message: z.string(), at: timestamp }),
]);

/** A stay as "Questura" lists it (app/features/guests/police.server.ts's PoliceStayRow). */
export const policeStayAnswer = z.object({
  stayId: z.number().int(),
  roomName: z.string(),
  leadName: z.string(),
  checkIn: isoDay,
  checkOut: isoDay,
  guests: z.number().int(),
  registration: registrationAnswer,
  policeDueAt: timestamp.nullable().describe("When the report is due; null for a cancelled stay."),
  dueSoon: z.boolean(),
  overdue: z.boolean(),
  policeError: policeErrorAnswer.nullable(),
});

/** One sending of a day's arrivals, kept five years. */
export const policeSendAnswer = z.object({
  id: z.number().int(),
  arrivalDate: isoDay,
  stayIds: z.array(z.number().int()),
  records: z.number().int(),
  receipt: z.string().nullable(),
  sentAt: timestamp,
  sentBy: z.string(),
  via: z.enum(["file", "portal"]).describe("The file uploaded by the owner, or the portal's web service."),
  answer: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe("The portal's answer to a sending through its web service (valid records, refused ones), without the guests' data."),
});

/** GET /api/police/day: the day's and the day before's arrivals (the portal takes both), and their sendings. */
export const policeDayAnswer = z.object({
  date: isoDay,
  stays: z.array(policeStayAnswer),
  sends: z.array(policeSendAnswer),
});

/** The portal's account as anyone but the server sees it: never the password, the key or the token. */
export const portalAccountAnswer = z.object({
  username: z.string(),
  configured: z.boolean().describe("The username, the password and the key are all saved."),
  autoSend: z.boolean(),
});

/** A kept receipt of the portal (app/features/guests/police-receipts.server.ts's ReceiptSummary). */
export const receiptAnswer = z.object({
  date: isoDay,
  stays: z.number().int().describe("The stays reported that day, as the house counted them."),
  bytes: z.number().int(),
  source: z.enum(["portal", "upload"]),
  fetchedAt: timestamp,
});

/**
 * The party as the server takes it. The server checks it itself (guests.server.ts), against the
 * portal's tables and the stay, and names every problem at once, as the form shows them (it never
 * checks anything itself): declared for the document and the callers' types, it refuses nothing
 * before that check.
 */
const guestsBody = guestsBodySchema.catch((ctx) => ctx.value as z.output<typeof guestsBodySchema>);

export const guestsApi = operations({
  searchPlaces: {
    method: "get",
    path: "/places",
    summary: "The current municipalities or countries of the police portal's tables matching what was typed, at most 20.",
    access: "public",
    query: placesQuerySchema,
    answers: { 200: z.array(placeAnswer) },
    errors: { 400: "validation_error", 429: "too_many_requests" },
  },
  checkIn: {
    method: "post",
    path: "/check-in/:token",
    summary: "The guests' own data through their stay's pre-check-in link, checked field by field against the portal's tables.",
    access: "public",
    params: z.object({ token: z.string() }),
    body: guestsBody,
    answers: { 200: checkInAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "check_in_closed", 429: "too_many_requests" },
  },
  get: {
    method: "get",
    path: "/stays/:id/guests",
    summary: "A stay's guests, whole, with the names of their places' codes.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: stayGuestsAnswer },
    errors: { 404: "not_found" },
    audit: audited("guests.viewed", ({ params }) => stayTarget(params.id!)),
  },
  update: {
    method: "put",
    path: "/stays/:id/guests",
    summary: "The owner's entry or correction of a stay's guests, checked as the guests' own.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: guestsBody,
    answers: { 200: stayGuestsAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
    audit: audited("guests.updated", ({ params }) => stayTarget(params.id!)),
  },
  setIdentityChecked: {
    method: "post",
    path: "/stays/:id/identity-checked",
    summary: "Every guest identified at arrival, in person or by video (`checked: false` takes it back).",
    access: "staff",
    role: "manager",
    params: idParams,
    body: identityCheckSchema,
    answers: { 200: registrationAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "too_early, guests_incomplete" },
  },
  policeDay: {
    method: "get",
    path: "/police/day",
    summary: "A day's arrivals and the day before's with each one's state, deadline and refusal, and the day's sendings.",
    access: "staff",
    role: "manager",
    query: policeDayQuerySchema,
    answers: { 200: policeDayAnswer },
    errors: { 400: "validation_error" },
  },
  policeOverdue: {
    method: "get",
    path: "/police/overdue",
    summary: "The stays of the last week whose report to the police is late.",
    access: "staff",
    role: "manager",
    answers: { 200: z.array(policeStayAnswer) },
  },
  policeFile: {
    method: "get",
    path: "/police/file",
    summary: "The day's records as the portal's file upload takes them (`X-Records` says how many).",
    access: "staff",
    role: "manager",
    download: true,
    query: policeDaySchema,
    answers: { 200: { media: "text/plain", description: "The Alloggiati Web records, one a line, in US-ASCII." } },
    errors: { 400: "validation_error" },
    audit: audited("police-file.downloaded", ({ query }) => `police file ${String(query.date)}`),
  },
  markPoliceSent: {
    method: "post",
    path: "/police/sent",
    summary: "The day's file was uploaded on the portal: the stays are marked sent, the sending kept.",
    access: "staff",
    role: "manager",
    body: policeSentSchema,
    answers: { 200: policeDayAnswer },
    errors: { 400: "validation_error", 409: "identity_not_checked" },
  },
  portalAccount: {
    method: "get",
    path: "/settings/police-portal",
    summary: "The police portal's web-service account: its username and whether it is complete, never its secrets.",
    access: "staff",
    role: "owner",
    answers: { 200: portalAccountAnswer },
  },
  setPortalAccount: {
    method: "put",
    path: "/settings/police-portal",
    summary: "Saves the portal's account; the password and the key are write-only, the stored ones kept when left out.",
    access: "staff",
    role: "owner",
    body: portalAccountSchema,
    answers: { 200: portalAccountAnswer },
    errors: { 400: "validation_error" },
    audit: audited("credentials.police-updated", () => "police portal account"),
  },
  testPortal: {
    method: "post",
    path: "/police/portal-test",
    summary: "A new token from the saved account, then the portal's own check of it.",
    access: "staff",
    role: "owner",
    answers: { 200: z.object({ ok: z.literal(true) }) },
    errors: { 409: "portal_not_configured", 422: "portal_refused", 503: "portal_unreachable" },
  },
  sendToPolice: {
    method: "post",
    path: "/police/send",
    summary: "Sends the day's ready stays through the portal (nothing when it refuses a guest); the day as GET /police/day gives it.",
    access: "staff",
    role: "manager",
    body: policeDaySchema,
    answers: { 200: policeDayAnswer.extend({ sent: z.number().int().describe("How many stays went.") }) },
    errors: {
      400: "validation_error",
      409: "portal_not_configured",
      422: "portal_refused",
      502: "portal_outcome_unknown",
      503: "portal_unreachable",
    },
  },
  receipts: {
    method: "get",
    path: "/police/receipts",
    summary: "The portal's receipts kept for a year, newest first.",
    access: "staff",
    role: "manager",
    query: receiptsQuerySchema,
    answers: { 200: z.array(receiptAnswer) },
    errors: { 400: "validation_error" },
  },
  fetchReceipt: {
    method: "post",
    path: "/police/receipts/fetch",
    summary: "A day's receipt fetched from the portal now and kept, replacing one kept.",
    access: "staff",
    role: "manager",
    body: receiptDaySchema,
    answers: { 200: receiptAnswer },
    errors: { 400: "validation_error", 404: "no_receipt", 409: "portal_not_configured", 422: "portal_refused", 503: "portal_unreachable" },
  },
  receiptPdf: {
    method: "get",
    path: "/police/receipts/:date",
    summary: "A day's receipt as the portal gave it.",
    access: "staff",
    role: "manager",
    download: true,
    params: receiptDaySchema,
    answers: { 200: { media: "application/pdf", description: "The receipt." } },
    errors: { 400: "validation_error", 404: "not_found" },
    audit: audited("police-receipt.downloaded", ({ params }) => `police receipt ${params.date}`),
  },
  uploadReceipt: {
    method: "put",
    path: "/police/receipts/:date",
    summary: "The receipt of a day sent by hand, as downloaded from the portal (multipart, field `file`, a PDF).",
    access: "staff",
    role: "manager",
    params: receiptDaySchema,
    upload: { file: "file" },
    answers: { 200: receiptAnswer },
    errors: { 400: "validation_error", 413: "file_too_large" },
  },
});
