import { z } from "zod";

import { outboxMessageAnswer } from "~/features/mail/mail.api";
import { stayAnswer } from "~/features/stays/stays.api";
import { LANGUAGES } from "~/i18n/languages";
import { operations } from "~/lib/api-contract";
import { idParams, isoDay, successAnswer, timestamp } from "~/lib/api-schemas";

import { QUOTE_STATUSES } from "./quote-status";
import { depositReceivedSchema, quoteInputSchema, quoteListQuerySchema, quoteReplySchema, quoteStatusChangeSchema } from "./quotes.schema";

/** A quote request as stored. */
export const quoteAnswer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  checkIn: timestamp.describe("The arrival day, at midnight UTC."),
  checkOut: timestamp.describe("The departure day, at midnight UTC."),
  guests: z.number().int(),
  preferredRoom: z.string().nullable().describe("The slug of the room asked for; null for no preference."),
  specialRequests: z.string().nullable(),
  additionalServices: z.array(z.string()),
  status: z.enum(QUOTE_STATUSES),
  lang: z.enum(LANGUAGES).describe("The language of the page it came from: the guest's e-mails are written in it."),
  depositCents: z.number().int().nullable().describe("The deposit asked in an answer, in cents."),
  depositDue: isoDay.nullable(),
  createdAt: timestamp,
});

/** The deposit asked of a request still waiting: euros, by when, whether that day has passed unpaid. */
export const quoteDepositAnswer = z.object({ amount: z.number(), dueDate: isoDay.nullable(), overdue: z.boolean() });

/** A request as a page of the list gives it: whether it has expired, the deposit it waits for. */
export const quoteListItemAnswer = quoteAnswer.extend({
  expired: z.boolean().describe("The check-out has passed while the request was still pending or answered."),
  deposit: quoteDepositAnswer.nullable(),
});

/** One step of a request's story: its creation, an answer, a status change. */
export const quoteEventAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(["created", "reply", "status"]),
  fromStatus: z.enum(QUOTE_STATUSES).nullable(),
  toStatus: z.enum(QUOTE_STATUSES).nullable(),
  price: z.string().nullable().describe("The price the owner proposed in an answer, as she typed it."),
  at: timestamp,
  outboxId: z.number().int().nullable().describe("The e-mail sent with it, if any."),
});

/** GET /api/quotes/{id}: the request, what happened to it and every e-mail about it (with its text), oldest first. */
export const quoteDetailAnswer = quoteListItemAnswer.extend({
  history: z.array(quoteEventAnswer),
  messages: z.array(outboxMessageAnswer.extend({ text: z.string(), lang: z.string() })),
  stay: stayAnswer.nullable().describe("The stay the request became once confirmed."),
});

export const quotesApi = operations({
  create: {
    method: "post",
    path: "/quotes",
    summary: "A guest's quote request; the owner is notified and the guest acknowledged by e-mail (a bot is told it went well).",
    access: "public",
    body: quoteInputSchema,
    answers: {
      201: z.union([quoteAnswer.describe("The request stored."), successAnswer.describe("What a bot is told: nothing was stored.")]),
    },
    errors: { 400: "validation_error", 429: "too_many_requests" },
  },
  list: {
    method: "get",
    path: "/quotes",
    summary:
      "Without parameters every request, newest first; with ?status= or ?page= a page of 25 with X-Total-Count, X-Page and X-Page-Count.",
    access: "staff",
    role: "manager",
    query: quoteListQuerySchema,
    answers: {
      200: z.union([
        z.array(quoteAnswer).describe("Every request (no parameters)."),
        z.array(quoteListItemAnswer).describe("A page of the requests (?status=, ?page=)."),
      ]),
    },
    errors: { 400: "validation_error" },
  },
  get: {
    method: "get",
    path: "/quotes/:id",
    summary: "One request with what happened to it, its e-mails and the stay it became.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: quoteDetailAnswer },
    errors: { 404: "not_found" },
  },
  reply: {
    method: "post",
    path: "/quotes/:id/reply",
    summary: "The owner's answer, e-mailed to the guest in their language, with the deposit she may ask for; the request becomes answered.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: quoteReplySchema,
    answers: { 200: quoteDetailAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "invalid_transition" },
  },
  receiveDeposit: {
    method: "post",
    path: "/quotes/:id/deposit",
    summary: "Records the deposit received and confirms the request, booking its stay.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: depositReceivedSchema,
    answers: { 200: quoteDetailAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "invalid_transition, room_busy" },
  },
  changeStatus: {
    method: "patch",
    path: "/quotes/:id",
    summary: "Confirms (booking its stay), declines or cancels a request, telling the guest if asked.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: quoteStatusChangeSchema,
    answers: { 200: quoteDetailAnswer },
    errors: { 400: "validation_error", 404: "not_found", 409: "invalid_transition, room_busy" },
  },
  remove: {
    method: "delete",
    path: "/quotes/:id",
    summary: "Erases a request with its history and e-mails (the stay it became stays).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: successAnswer },
    errors: { 404: "not_found" },
  },
});
