import { z } from "zod";

import { audited } from "~/features/audit/audit-actions";
import { operations } from "~/lib/api-contract";
import { idParams, isoDay, timestamp } from "~/lib/api-schemas";

import { blockInputSchema, feedsInputSchema, rangeQuerySchema, seasonsSchema } from "./availability.schema";

/** Nights taken, end exclusive (the check-out day). */
export const busyRangeAnswer = z.object({ start: isoDay, end: isoDay });

/** One thing that takes a room's nights, with where it comes from (the panel's calendar). End exclusive. */
export const calendarEntryAnswer = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("feed"), start: isoDay, end: isoDay, feedId: z.number().int(), feedName: z.string() }),
  z.object({
    kind: z.literal("stay"),
    start: isoDay,
    end: isoDay,
    stayId: z.number().int(),
    quoteId: z.number().int().nullable(),
    source: z.string(),
    guestName: z.string(),
  }),
  z.object({ kind: z.literal("block"), start: isoDay, end: isoDay, blockId: z.number().int(), note: z.string().nullable() }),
]);

/** An imported calendar with how its last fetches went. */
export const feedAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  lastSuccessAt: timestamp.nullable(),
  lastAttemptAt: timestamp.nullable(),
  lastError: z.string().nullable().describe("Why the last fetch failed, in Italian; null after a good one."),
  events: z.number().int(),
  stale: z.boolean().describe("No good fetch for 6 hours (or never, 6 hours after it was added)."),
});

/** One feed's outcome of a "sync now". */
export const feedResultAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  ok: z.boolean(),
  events: z.number().int(),
  error: z.string().nullable(),
  lastSuccessAt: timestamp.nullable(),
  changed: z.boolean().describe("Whether the nights the feed takes changed with this fetch."),
});

/** The room's imported calendars and its own secret export address. */
export const calendarsAnswer = z.object({ feeds: z.array(feedAnswer), exportUrl: z.string() });

/** A closure the owner set on a room. */
export const blockAnswer = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  start: isoDay,
  end: isoDay,
  note: z.string().nullable(),
});

/** The high season's first and last day ("MM-DD") and the minimum stay of each season. */
export const seasonsAnswer = z.object({
  highStart: z.string(),
  highEnd: z.string(),
  minNightsHigh: z.number().int(),
  minNightsLow: z.number().int(),
});

const roomParams = z.object({ slug: z.string() });

export const availabilityApi = operations({
  roomBusy: {
    method: "get",
    path: "/rooms/:slug/availability",
    summary: "The nights a room on the site is taken, merged, with no source and no guest data.",
    access: "public",
    params: roomParams,
    query: rangeQuerySchema(90),
    answers: { 200: z.object({ busy: z.array(busyRangeAnswer) }) },
    errors: { 400: "validation_error", 404: "not_found" },
  },
  freeRooms: {
    method: "get",
    path: "/availability",
    summary: "Which rooms on the site are free for a stay, and the minimum stay from its first night.",
    access: "public",
    query: rangeQuerySchema(1),
    answers: {
      200: z.object({
        rooms: z.array(z.object({ slug: z.string(), name: z.string(), maxGuests: z.number().int(), free: z.boolean() })),
        minNights: z.number().int(),
      }),
    },
    errors: { 400: "validation_error" },
  },
  exportCalendar: {
    method: "get",
    path: "/calendars/:secret.ics",
    summary: "A room's taken nights as an iCalendar feed, for Airbnb and Booking.com to read; the secret is the room's export address.",
    access: "public",
    params: z.object({ secret: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }),
    answers: { 200: { media: "text/calendar", description: "The room's taken nights, one event per range, with no guest data." } },
    errors: { 404: "not_found" },
  },
  feeds: {
    method: "get",
    path: "/rooms/:id/calendars",
    summary: "A room's imported calendars and its export address.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: calendarsAnswer },
    errors: { 404: "not_found" },
  },
  setFeeds: {
    method: "put",
    path: "/rooms/:id/calendars",
    summary: "Replaces a room's imported calendars (one whose address is unchanged keeps its nights and history).",
    access: "staff",
    role: "manager",
    params: idParams,
    body: feedsInputSchema,
    answers: { 200: calendarsAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
  },
  sync: {
    method: "post",
    path: "/rooms/:id/calendars/sync",
    summary: "Fetches each of a room's imported calendars now, and tells how each went.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: z.object({ feeds: z.array(feedResultAnswer) }) },
    errors: { 404: "not_found" },
  },
  regenerateToken: {
    method: "post",
    path: "/rooms/:id/calendars/token",
    summary: "Gives a room a new export address: the old one stops working at once.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: z.object({ exportUrl: z.string() }) },
    errors: { 404: "not_found" },
  },
  calendar: {
    method: "get",
    path: "/rooms/:id/calendar",
    summary: "Everything that takes a room's nights in a range, each source apart (the panel's month).",
    access: "staff",
    role: "manager",
    params: idParams,
    query: rangeQuerySchema(42),
    answers: { 200: z.object({ from: isoDay, to: isoDay, entries: z.array(calendarEntryAnswer) }) },
    errors: { 400: "validation_error", 404: "not_found" },
  },
  blocks: {
    method: "get",
    path: "/rooms/:id/blocks",
    summary: "A room's closures that end after a year ago, in order.",
    access: "staff",
    role: "manager",
    params: idParams,
    answers: { 200: z.array(blockAnswer) },
    errors: { 404: "not_found" },
  },
  addBlock: {
    method: "post",
    path: "/rooms/:id/blocks",
    summary: "Closes a room for a range of nights, with an optional note.",
    access: "staff",
    role: "manager",
    params: idParams,
    body: blockInputSchema,
    answers: { 201: blockAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
  },
  removeBlock: {
    method: "delete",
    path: "/rooms/:id/blocks/:blockId",
    summary: "Removes a closure of a room.",
    access: "staff",
    role: "manager",
    params: z.object({ id: z.coerce.number().int().positive(), blockId: z.coerce.number().int().positive() }),
    answers: { 204: null },
    errors: { 404: "not_found" },
  },
  seasons: {
    method: "get",
    path: "/settings/seasons",
    summary: "The owner's seasons (the default ones when she has set none).",
    access: "staff",
    role: "manager",
    answers: { 200: seasonsAnswer },
  },
  setSeasons: {
    method: "put",
    path: "/settings/seasons",
    summary: "Sets the high season's first and last day and the minimum stay of each season.",
    access: "staff",
    role: "manager",
    body: seasonsSchema,
    answers: { 200: seasonsAnswer },
    errors: { 400: "validation_error" },
    audit: audited("settings.updated", () => "seasons"),
  },
});
