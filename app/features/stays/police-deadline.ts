import type { Business } from "~/lib/business";
import { italyWallTime } from "~/lib/dates";

/**
 * When a stay's guests must be reported to the police (art. 109 TULPS): within 24 hours of
 * arrival, within 6 hours when the stay lasts 24 hours or less. Pure: the server computes it for
 * the API and the panel, the tests under any TZ.
 */

const POLICE_DEADLINE_HOURS = 24;
const POLICE_SHORT_STAY_DEADLINE_HOURS = 6;
/** The panel's warning and the owner's first e-mail come this long before the deadline. */
export const POLICE_DUE_SOON_HOURS = 2;

const HOUR_MS = 3600_000;

type Hours = Pick<Business["hours"], "checkIn" | "checkOut">;
type DeadlineStay = { checkIn: string; checkOut: string; arrivedAt: Date | null; status: string };

/**
 * "HH:MM" of `day` on Italy's clocks. The business's hours are checked when saved; anything else
 * counts as midnight, which can only bring a deadline earlier, never later.
 */
function wallTime(day: string, time: string): Date {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return italyWallTime(day, match ? Number(match[1]) : 0, match ? Number(match[2]) : 0);
}

/** The guests' arrival: the time the owner recorded, else the check-in day when check-in opens. */
export function arrivalOf(stay: Pick<DeadlineStay, "checkIn" | "arrivedAt">, hours: Pick<Hours, "checkIn">): Date {
  return stay.arrivedAt ?? wallTime(stay.checkIn, hours.checkIn.from);
}

/**
 * The report's deadline; null for a cancelled stay. The stay's length runs from the arrival to
 * the check-out day when check-out closes (the latest the guests may leave), so a night from
 * 15:00 to 10:00 is a stay of 24 hours or less, and a second night never is. Hours are elapsed
 * time: across the change to or from summer time the deadline moves on Italy's clocks.
 */
export function policeDueAt(stay: DeadlineStay, hours: Hours): Date | null {
  if (stay.status === "cancelled") return null;
  const arrival = arrivalOf(stay, hours);
  const departure = wallTime(stay.checkOut, hours.checkOut.to);
  const short = departure.getTime() - arrival.getTime() <= POLICE_DEADLINE_HOURS * HOUR_MS;
  return new Date(arrival.getTime() + (short ? POLICE_SHORT_STAY_DEADLINE_HOURS : POLICE_DEADLINE_HOURS) * HOUR_MS);
}

/** Late once the deadline has passed unsent; due soon in the POLICE_DUE_SOON_HOURS before it. */
export function policeUrgency(dueAt: Date | null, sentAt: Date | null, now: Date): { dueSoon: boolean; overdue: boolean } {
  if (!dueAt || sentAt) return { dueSoon: false, overdue: false };
  const left = dueAt.getTime() - now.getTime();
  return { dueSoon: left >= 0 && left <= POLICE_DUE_SOON_HOURS * HOUR_MS, overdue: left < 0 };
}
