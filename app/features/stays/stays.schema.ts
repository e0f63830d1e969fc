import { z } from "zod";

import { STAY_SOURCES } from "~/features/availability/channels";
import { LANGUAGES } from "~/i18n/languages";
import { LIMITS } from "~/lib/constants";
import { addDays, daysBetween, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { calendarDay, emptyToNull, numericText } from "~/lib/validation";

import { STAY_STATUSES } from "./stay-types";

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

/** A query parameter left empty (`?date=`) counts as absent. */
const absentWhenEmpty = (value: unknown) => (value === "" ? undefined : value);

const optionalDay = z.preprocess(absentWhenEmpty, day.optional());

/** The window GET /api/stays lists: `from` today in Italy when absent, `to` 60 days after `from`. */
export function stayWindow(query: { from?: string; to?: string }, today = todayInItaly()): { from: string; to: string } {
  const from = query.from ?? today;
  return { from, to: query.to ?? addDays(from, 60) };
}

/** GET /api/stays?from=&to= (end exclusive): at most a year and a few days. */
export const stayListQuerySchema = z
  .object({
    from: optionalDay.describe("The first day (YYYY-MM-DD); today in Italy when absent."),
    to: optionalDay.describe("The day after the last (YYYY-MM-DD); 60 days after `from` when absent."),
  })
  .superRefine((query, ctx) => {
    const { from, to } = stayWindow(query);
    const first = parseCalendarDate(from);
    const end = parseCalendarDate(to);
    // An impossible day is already reported on its own field.
    if (!first || !end) return;
    if (to <= from) ctx.addIssue({ code: "custom", path: ["to"], message: "errors.rangeOrder" });
    else if (daysBetween(first, end) > 370) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "errors.rangeTooLong", params: { max: 370 } });
    }
  });

/** GET /api/stays/movements?date= */
export const movementsQuerySchema = z.object({
  date: optionalDay.describe("The day (YYYY-MM-DD); today in Italy when absent."),
});
