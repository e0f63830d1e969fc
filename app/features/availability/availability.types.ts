import type { z } from "zod";

import type { calendarEntryAnswer, feedAnswer, feedResultAnswer } from "./availability.api";

/** The shapes the availability API answers with, shared by the server and the panel (their schemas: availability.api.ts). */

/** One thing that takes a room's nights, with where it comes from (the panel's calendar, a 409). End exclusive. */
export type CalendarEntry = z.output<typeof calendarEntryAnswer>;

/** A feed as GET /api/rooms/{id}/calendars shows it. */
export type FeedView = z.output<typeof feedAnswer>;

/** One feed's outcome of POST /api/rooms/{id}/calendars/sync. */
export type FeedResult = z.output<typeof feedResultAnswer>;
