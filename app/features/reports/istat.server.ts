import type { GuestData } from "~/features/guests/guest-types";
import { anyPlace, ITALY, regionOf } from "~/features/guests/tables.server";
import { listAllRooms } from "~/features/rooms/rooms.server";
import { addDays, todayInItaly } from "~/lib/dates";
import type { FieldErrors } from "~/lib/validation";
import { fieldErrors } from "~/lib/validation.server";

import { ISTAT_PARAM, istatCount, monthBounds, monthOf, UNKNOWN_ORIGIN, type IstatReport, type Origin } from "./istat";
import type { IstatSentDay, IstatSettings } from "./istat-region";
import { houseDays, istatSendsOf, istatSettings, staysMovingIn } from "./istat-region.server";
import { istatQuerySchema } from "./reports.schema";

/**
 * Where a guest comes from for ISTAT: Italy's residents by the region of their municipality,
 * the others by their country, named as the portals' tables name it ("GERMANIA").
 */
export function originOf(guest: Pick<GuestData, "residenceCountry" | "residencePlace">): Origin {
  if (guest.residenceCountry === ITALY) {
    const region = guest.residencePlace ? regionOf(guest.residencePlace) : undefined;
    return region ? { origin: region, originKind: "region" } : UNKNOWN_ORIGIN;
  }
  const country = anyPlace(guest.residenceCountry);
  return country?.kind === "stato" ? { origin: country.name, originKind: "country" } : UNKNOWN_ORIGIN;
}

/**
 * The month's arrivals, departures and nights by origin (GET /api/reports/istat?month=YYYY-MM),
 * the days the house was open and its bed-nights, and the stays whose guests' data are missing
 * (their guests count under the unknown origin until entered).
 */
export async function istatReport(month: string): Promise<IstatReport> {
  const { first, next } = monthBounds(month);
  const last = addDays(next, -1);
  const stays = await staysMovingIn(first, last);
  const { days } = await houseDays(first, last, stays);
  const open = days.filter((d) => d.open);
  return {
    ...istatCount(
      month,
      stays.map((stay) => ({ ...stay, origins: stay.guestsData.map(originOf) })),
    ),
    openDays: open.length,
    bedNights: open.reduce((sum, d) => sum + d.bedsAvailable, 0),
    // Every stay of the month counts here, also one only sleeping through it: its guests' nights are in the figures.
    missingStays: stays
      .filter((s) => s.guestsData.length < s.guests)
      .map((s) => ({ stayId: s.id, leadName: s.leadName, checkIn: s.checkIn, checkOut: s.checkOut }))
      .sort((a, b) => a.checkIn.localeCompare(b.checkIn)),
  };
}

/** "Adempimenti › ISTAT": the month asked in the address (?mese=), else the current one; the region's account and what was sent. */
export type IstatTabData = {
  month: string;
  report: IstatReport | null;
  errors: FieldErrors;
  settings: IstatSettings;
  rooms: { id: number; name: string }[];
  sent: IstatSentDay[];
};

export async function istatTabData(search: URLSearchParams, today = todayInItaly()): Promise<IstatTabData> {
  const month = search.get(ISTAT_PARAM) ?? monthOf(today);
  const [settings, rooms] = await Promise.all([istatSettings(), listAllRooms()]);
  const base = { settings, rooms: rooms.map((r) => ({ id: r.id, name: r.name })) };
  const parsed = istatQuerySchema.safeParse({ month });
  if (!parsed.success) return { month, report: null, errors: fieldErrors(parsed.error, "it"), sent: [], ...base };
  const { first, next } = monthBounds(parsed.data.month);
  const [report, sends] = await Promise.all([istatReport(parsed.data.month), istatSendsOf(first, addDays(next, -1))]);
  const sent = [...sends.values()].map((s) => ({ ...s, sentAt: s.sentAt.toISOString() })).sort((a, b) => a.day.localeCompare(b.day));
  return { month: parsed.data.month, report, errors: {}, sent, ...base };
}
