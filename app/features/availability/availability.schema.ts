import { z } from "zod";

import { LIMITS } from "~/lib/constants";
import { addDays, daysBetween, isCalendarDay, parseCalendarDate, todayInItaly } from "~/lib/dates";
import { isMonthDay, MAX_MIN_NIGHTS } from "~/lib/seasons";
import { calendarDay } from "~/lib/validation";

/** At most this many feeds per room (a channel or two each; 100 is a mistake). */
export const MAX_FEEDS = 20;
/** The longest range one availability call or one block may cover (days). */
export const MAX_RANGE_DAYS = 370;

/** A range's end comes after its start and at most MAX_RANGE_DAYS later (reported on `end`, or the field named). */
function checkRange(r: { start: string; end: string }, ctx: z.RefinementCtx, field = "end"): void {
  const start = parseCalendarDate(r.start);
  const end = parseCalendarDate(r.end);
  if (!start || !end) return;
  const days = daysBetween(start, end);
  if (days < 1) ctx.addIssue({ code: "custom", path: [field], message: "errors.rangeOrder" });
  else if (days > MAX_RANGE_DAYS)
    ctx.addIssue({ code: "custom", path: [field], message: "errors.rangeTooLong", params: { max: MAX_RANGE_DAYS } });
}

/** The range a `?from=&to=` asks for: from today in Italy when left out (or empty), to `defaultDays` after `from`. */
export function rangeOf(query: { from?: string; to?: string }, defaultDays: number): { from: string; to: string } {
  const from = query.from || todayInItaly();
  return { from, to: query.to || addDays(from, defaultDays) };
}

const queryDay = (description: string) =>
  z
    .string({ error: "errors.invalidDate" })
    .trim()
    .refine((v) => v === "" || isCalendarDay(v), { error: "errors.invalidDate" })
    .optional()
    .describe(description);

/**
 * `?from=&to=` of an availability read: the nights [from, to), end exclusive, at most
 * MAX_RANGE_DAYS long (reported on `to`), `from` today in Italy and `to` `defaultDays` later when left out.
 */
export function rangeQuerySchema(defaultDays: number) {
  return z
    .object({
      from: queryDay("The first night (YYYY-MM-DD); today in Italy when left out."),
      to: queryDay(
        `The day after the last night (YYYY-MM-DD), at most ${MAX_RANGE_DAYS} days after \`from\`; ${defaultDays} ${defaultDays === 1 ? "day" : "days"} after \`from\` when left out.`,
      ),
    })
    .superRefine((query, ctx) => {
      if ([query.from, query.to].some((v) => v && !isCalendarDay(v))) return;
      const { from, to } = rangeOf(query, defaultDays);
      checkRange({ start: from, end: to }, ctx, "to");
    });
}

/** The owner's block: a range and an optional note (POST /api/rooms/{id}/blocks). */
export const blockInputSchema = z
  .object({
    start: calendarDay(),
    end: calendarDay(),
    note: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? null : v),
      z.string({ error: "errors.tooLong" }).trim().max(200, { error: "errors.tooLong" }).nullable().default(null),
    ),
  })
  .superRefine(checkRange);

export type BlockInput = z.infer<typeof blockInputSchema>;

const feedUrl = z
  .string({ error: "errors.feedUrl" })
  .trim()
  .min(1, { error: "errors.feedUrl" })
  .max(LIMITS.url, { error: "errors.tooLong" })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: "errors.feedUrl" },
  );

/** The room's feeds as the owner lists them (PUT /api/rooms/{id}/calendars). */
export const feedsInputSchema = z.object({
  feeds: z
    .array(
      z.object({
        name: z.string({ error: "errors.feedName" }).trim().min(1, { error: "errors.feedName" }).max(40, { error: "errors.tooLong" }),
        url: feedUrl,
      }),
      { error: "errors.validation" },
    )
    .max(MAX_FEEDS, { error: "errors.tooManyFeeds" }),
});

export type FeedsInput = z.infer<typeof feedsInputSchema>;

const minNights = z
  .number({ error: "errors.minNights" })
  .int({ error: "errors.minNights" })
  .min(1, { error: "errors.minNights" })
  .max(MAX_MIN_NIGHTS, { error: "errors.minNights" });

/** GET/PUT /api/settings/seasons. */
export const seasonsSchema = z.object({
  highStart: z.string({ error: "errors.seasonDate" }).trim().refine(isMonthDay, { error: "errors.seasonDate" }),
  highEnd: z.string({ error: "errors.seasonDate" }).trim().refine(isMonthDay, { error: "errors.seasonDate" }),
  minNightsHigh: minNights,
  minNightsLow: minNights,
});
