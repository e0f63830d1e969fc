import { z } from "zod";

import { LANGUAGES, LIMITS } from "~/lib/constants";
import { daysBetween, parseCalendarDate } from "~/lib/dates";
import { calendarDay, emptyToNull, numericText } from "~/lib/validation";

import { STAY_SOURCES, STAY_STATUSES } from "./stay-types";

const day = calendarDay();

const optionalText = (max: number, error: string) =>
  z.preprocess(emptyToNull, z.string({ error }).trim().max(max, { error: "errors.tooLong" }).nullable()).default(null);

const leadGuestSchema = z.object(
  {
    name: z.string({ error: "errors.leadName" }).trim().min(1, { error: "errors.leadName" }).max(200, { error: "errors.tooLong" }),
    email: z
      .preprocess(
        emptyToNull,
        z
          .string({ error: "errors.invalidEmail" })
          .trim()
          .max(LIMITS.email, { error: "errors.tooLong" })
          .email({ error: "errors.invalidEmail" })
          .nullable(),
      )
      .default(null),
    phone: z
      .preprocess(
        emptyToNull,
        z
          .string({ error: "errors.invalidPhone" })
          .trim()
          .max(30, { error: "errors.tooLong" })
          .regex(/^\+?[0-9 ()./-]{5,}$/, { error: "errors.invalidPhone" })
          .nullable(),
      )
      .default(null),
  },
  { error: "errors.leadName" },
);

/** A room by its id, as a form (text) or JSON (a number) sends it. */
export const roomIdSchema = z.preprocess(
  numericText,
  z.number({ error: "errors.unknownRoom" }).int({ error: "errors.unknownRoom" }).positive({ error: "errors.unknownRoom" }),
);

/** A stay's own fields, as the owner enters them (POST /api/stays) or as a change leaves them. */
export const stayInputSchema = z
  .object({
    roomId: roomIdSchema,
    checkIn: day,
    checkOut: day,
    guests: z.preprocess(
      numericText,
      z
        .number({ error: "errors.stayGuests" })
        .int({ error: "errors.stayGuests" })
        .min(1, { error: "errors.stayGuests" })
        .max(20, { error: "errors.stayGuests" }),
    ),
    source: z.enum(STAY_SOURCES, { error: "errors.invalidSource" }),
    leadGuest: leadGuestSchema,
    language: z.enum(LANGUAGES, { error: "errors.invalidLanguage" }),
    notes: optionalText(2000, "errors.tooLong"),
    /** Enters the stay although the room is taken on those dates (the owner has checked). */
    override: z.boolean({ error: "errors.invalidBoolean" }).default(false),
  })
  .superRefine((s, ctx) => {
    const checkIn = parseCalendarDate(s.checkIn);
    const checkOut = parseCalendarDate(s.checkOut);
    if (!checkIn || !checkOut) return;
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 1) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "errors.rangeOrder" });
    else if (nights > LIMITS.maxNights) {
      ctx.addIssue({ code: "custom", path: ["checkOut"], message: "errors.stayTooLong", params: { max: LIMITS.maxNights } });
    }
  });

export type StayInput = z.infer<typeof stayInputSchema>;

/** A change (PATCH /api/stays/{id}): any of the fields, merged with the stay and checked whole. */
export const stayPatchSchema = z.object({
  roomId: z.unknown().optional(),
  checkIn: z.unknown().optional(),
  checkOut: z.unknown().optional(),
  guests: z.unknown().optional(),
  leadGuest: z.record(z.string(), z.unknown(), { error: "errors.leadName" }).optional(),
  language: z.unknown().optional(),
  notes: z.unknown().optional(),
  status: z.enum(STAY_STATUSES, { error: "errors.invalidStatus" }).optional(),
  /** When the guests actually arrived (an instant with its offset), or null to take it away. */
  arrivedAt: z.iso.datetime({ offset: true, error: "errors.arrivedAt" }).nullable().optional(),
  override: z.boolean({ error: "errors.invalidBoolean" }).default(false),
});

export type StayPatch = z.infer<typeof stayPatchSchema>;

/** GET /api/stays?from=&to=: at most a year and a few days. */
export const stayRangeSchema = z
  .object({ from: day, to: day })
  .refine((r) => r.to > r.from, { path: ["to"], error: "errors.rangeOrder" })
  .refine((r) => daysBetween(parseCalendarDate(r.from)!, parseCalendarDate(r.to)!) <= 370, {
    path: ["to"],
    error: "errors.rangeTooLong",
    params: { max: 370 },
  });

/** GET /api/stays/movements?date= */
export const movementsQuerySchema = z.object({ date: day });
