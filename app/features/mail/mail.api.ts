import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { idParams, timestamp } from "~/lib/api-schemas";

/** Where a message stands in the outbox (app/features/mail/outbox.server.ts's OUTBOX_STATUSES). */
const outboxStatus = z.enum(["queued", "sent", "failed"]);

/** An e-mail of the outbox as the API shows it: never its body's HTML. */
export const outboxMessageAnswer = z.object({
  id: z.number().int(),
  /** owner-quote, guest-reply, guest-prearrival, test… */
  kind: z.string(),
  quoteId: z.number().int().nullable(),
  reviewId: z.number().int().nullable(),
  audience: z.enum(["owner", "guest"]),
  to: z.string().nullable().describe("The guest's address, or OWNER_EMAIL for the owner's messages (null when it is not set)."),
  subject: z.string(),
  status: outboxStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  nextAttemptAt: timestamp.nullable().describe("The next try of a queued message; null once sent or failed."),
});

const absentWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/outbox?status=&page= */
export const outboxQuerySchema = z.object({
  status: z
    .preprocess(absentWhenEmpty, z.enum([...outboxStatus.options, "unsent"], { error: "errors.invalidStatus" }).optional())
    .describe("queued, sent, failed, or unsent (queued or failed); all when absent."),
  page: z.preprocess(absentWhenEmpty, z.string().optional()).describe("The page, from 1 (25 a page); 1 when absent or not a number."),
});

export const mailApi = operations({
  listOutbox: {
    method: "get",
    path: "/outbox",
    summary:
      "A page of 25 e-mails of the outbox, newest first; X-Has-More says whether another page follows, X-Mail-Configured whether sending is set up.",
    access: "staff",
    role: "manager",
    query: outboxQuerySchema,
    answers: { 200: z.array(outboxMessageAnswer) },
    errors: { 400: "validation_error" },
  },
  retryMessage: {
    method: "post",
    path: "/outbox/:id/retry",
    summary: "Puts a failed or waiting e-mail back at the front of the queue (the panel's “Riprova”).",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: outboxMessageAnswer },
    errors: { 404: "not_found", 409: "already_sent" },
  },
  sendTest: {
    method: "post",
    path: "/outbox/test",
    summary: "Queues a test e-mail to the owner's address, to check that sending works.",
    access: "staff",
    role: "manager",
    answers: {
      201: z.object({ id: z.number().int(), status: outboxStatus, subject: z.string(), createdAt: timestamp }),
    },
    errors: { 409: "mail_not_configured" },
  },
});
