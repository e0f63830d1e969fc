import { z } from "zod";

import { roomIdSchema } from "~/features/stays/stays.schema";
import { ADDITIONAL_SERVICE_IDS, isServiceId, LIMITS, type AdditionalServiceId } from "~/lib/constants";
import { daysBetween, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { calendarDay, emptyToNull, numericText } from "~/lib/validation";

import { QUOTE_STATUSES } from "./quote-status";

const tooLong = { error: "errors.tooLong" };

const calendarDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((v) => parseCalendarDate(v) !== undefined, { error: required })
    .transform((v) => v.slice(0, 10));

/** The quote request, shared by the form, the route action and POST /api/quotes. */
export const quoteInputSchema = z
  .object({
    firstName: z
      .string({ error: "quote.errors.firstName" })
      .trim()
      .min(1, { error: "quote.errors.firstName" })
      .max(LIMITS.quoteName, tooLong),
    lastName: z.string({ error: "quote.errors.lastName" }).trim().min(1, { error: "quote.errors.lastName" }).max(LIMITS.quoteName, tooLong),
    email: z.string({ error: "quote.errors.email" }).trim().max(LIMITS.email, tooLong).email({ error: "quote.errors.email" }),
    phone: z.preprocess(
      emptyToNull,
      z
        .string({ error: "quote.errors.phone" })
        .trim()
        .max(LIMITS.phone, tooLong)
        .regex(/^\+?[0-9 ()./-]{5,}$/, { error: "quote.errors.phone" })
        .nullable(),
    ),
    checkIn: calendarDate("quote.errors.checkIn"),
    checkOut: calendarDate("quote.errors.checkOut"),
    guests: z.preprocess(
      numericText,
      z
        .number({ error: "quote.errors.guests" })
        .int({ error: "quote.errors.guests" })
        .min(LIMITS.guests.min, { error: "quote.errors.guests" })
        .max(LIMITS.guests.max, { error: "quote.errors.guestsMax" }),
    ),
    preferredRoom: z.preprocess(
      emptyToNull,
      z
        .string({ error: "quote.errors.preferredRoom" })
        .trim()
        .max(LIMITS.preferredRoom, { error: "quote.errors.preferredRoom" })
        .nullable(),
    ),
    specialRequests: z.preprocess(
      emptyToNull,
      z.string({ error: "errors.tooLong" }).trim().max(LIMITS.specialRequests, tooLong).nullable(),
    ),
    // Checked as a whole, so a bad id is reported on the field (the checkbox group), not on "additionalServices.0".
    additionalServices: z
      .array(z.unknown(), { error: "quote.errors.additionalServices" })
      .max(ADDITIONAL_SERVICE_IDS.length, { error: "quote.errors.additionalServices" })
      .default([])
      .refine((ids) => ids.every(isServiceId), { error: "quote.errors.additionalServices" })
      .transform((ids) => [...new Set(ids as AdditionalServiceId[])]),
  })
  .superRefine((q, ctx) => {
    const today = todayInItaly();
    // An impossible date (e.g. 2026-02-30) is already reported on its own field.
    const checkIn = parseCalendarDate(q.checkIn);
    const checkOut = parseCalendarDate(q.checkOut);
    if (!checkIn) return;
    if (q.checkIn < today) {
      ctx.addIssue({ code: "custom", path: ["checkIn"], message: "quote.errors.checkInPast" });
    } else if (daysBetween(parseCalendarDate(today)!, checkIn) > LIMITS.quoteHorizonDays) {
      ctx.addIssue({ code: "custom", path: ["checkIn"], message: "quote.errors.checkInTooFar" });
    }
    if (!checkOut) return;
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) {
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "quote.errors.checkOutOrder" });
    } else if (nights > LIMITS.maxNights) {
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "quote.errors.stayTooLong", params: { max: LIMITS.maxNights } });
    }
  });

export type QuoteInput = z.infer<typeof quoteInputSchema>;

/** Euros with at most two decimals ("150", "150,50", 150.5), as cents; at most 100,000 €. */
const euroAmount = z
  .preprocess(
    (v) => (typeof v === "string" && /^\s*\d{1,6}([.,]\d{1,2})?\s*$/.test(v) ? Number(v.trim().replace(",", ".")) : v),
    z
      .number({ error: "errors.invalidAmount" })
      .positive({ error: "errors.invalidAmount" })
      .max(100_000, { error: "errors.invalidAmount" })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: "errors.invalidAmount" }),
  )
  .transform((v) => Math.round(v * 100));

/** The owner's answer (POST /api/quotes/{id}/reply), with the deposit she may ask for. */
export const quoteReplySchema = z.object({
  message: z.string({ error: "errors.replyMessage" }).trim().min(1, { error: "errors.replyMessage" }).max(LIMITS.replyMessage, tooLong),
  price: z
    .preprocess(emptyToNull, z.string({ error: "errors.invalidPrice" }).trim().max(LIMITS.replyPrice, tooLong).nullable())
    .default(null),
  deposit: z
    .object(
      {
        amount: euroAmount,
        dueDate: calendarDay().refine((v) => v >= todayInItaly(), { error: "errors.dueDatePast" }),
      },
      { error: "errors.invalidAmount" },
    )
    .nullable()
    .default(null),
});

export type QuoteReply = z.infer<typeof quoteReplySchema>;

/** "Caparra ricevuta" (POST /api/quotes/{id}/deposit): recorded, and the request confirmed. */
export const depositReceivedSchema = z.object({
  receivedOn: calendarDay().refine((v) => v <= todayInItaly(), { error: "errors.receivedInFuture" }),
  amount: euroAmount,
  notifyGuest: z.boolean({ error: "errors.invalidBoolean" }).default(false),
  roomId: roomIdSchema.nullable().default(null),
  override: z.boolean({ error: "errors.invalidBoolean" }).default(false),
});

export type DepositReceived = z.infer<typeof depositReceivedSchema>;

/** A status change (PATCH /api/quotes/{id}); whether the move is possible is the workflow's call (409). */
export const quoteStatusChangeSchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: "errors.invalidStatus" }),
  notifyGuest: z.boolean({ error: "errors.invalidBoolean" }).default(false),
  /** Confirms although the room is taken on those dates (the owner has checked with the channel or the guest). */
  override: z.boolean({ error: "errors.invalidBoolean" }).default(false),
  /** The room of the stay, when confirming a request that names none (or moving it to another). */
  roomId: roomIdSchema.nullable().default(null),
});

/** A query parameter left empty (`?status=`) counts as absent. */
const absentWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

/** GET /api/quotes?status=&page=: without either, every request; with one, a page of 25. */
export const quoteListQuerySchema = z.object({
  status: z
    .preprocess(absentWhenEmpty, z.enum(QUOTE_STATUSES, { error: "errors.invalidStatus" }).optional())
    .describe("Only the requests of this status."),
  page: z
    .preprocess(absentWhenEmpty, z.string().optional())
    .describe("The page, from 1 (25 a page); 1 when not a number, the last when past it."),
});
