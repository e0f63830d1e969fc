import { createHash } from "node:crypto";
import { and, between, eq, isNull, lt, or } from "drizzle-orm";
import type { z } from "zod";

import { getDb } from "~/db/client.server";
import { istatAccount, istatSends, type IstatGuestResult, type IstatSentGuest } from "~/db/schema";
import { blocksOverlapping } from "~/features/availability/availability.server";
import { guestsOfStays } from "~/features/guests/guests.server";
import type { GuestType } from "~/features/guests/police-file";
import { listAllRooms } from "~/features/rooms/rooms.server";
import { bookedStaysOverlapping } from "~/features/stays/stay-records.server";
import type { PartyType } from "~/features/stays/stay-types";
import { MORNING_HOUR } from "~/lib/constants";
import { addDays, italyClock } from "~/lib/dates";
import { seal, unseal } from "~/lib/guest-crypto.server";
import { HttpError } from "~/lib/http-error";
import { startPoller, type Poller } from "~/lib/poller.server";

import {
  ABRUZZO_ENDPOINT,
  movementDays,
  movementsXml,
  movementXml,
  staysMissingData,
  type MovementDay,
  type MovementStay,
} from "./istat-movements";
import type { DayOutcome, IstatDayStatus, IstatSettings, RefusedGuest } from "./istat-region";
import type { istatSettingsSchema } from "./reports.schema";
import { RegionCredentialsRefused, RegionFault, RegionUnreachable, sendMovements } from "./ross1000-soap.server";

/**
 * The region's ISTAT survey sent by the site: the account on the region's web service, the
 * movements of a range of days (the file the owner may upload, or the call), what the region
 * answered for each day, and the automatic sending of each day the next morning.
 */

async function accountRow() {
  const [row] = await getDb().select().from(istatAccount).where(eq(istatAccount.id, 1));
  return row;
}

/** Each room with its beds: the owner's number, else the room's capacity. */
async function roomsWithBeds(stored: Record<string, number>): Promise<{ id: number; beds: number; active: boolean }[]> {
  const rooms = await listAllRooms();
  return rooms.map((room) => ({ id: room.id, beds: stored[String(room.id)] ?? room.maxGuests, active: room.isActive }));
}

export async function istatSettings(): Promise<IstatSettings> {
  const row = await accountRow();
  const rooms = await roomsWithBeds(row?.beds ?? {});
  return {
    structureCode: row?.structureCode ?? "",
    endpoint: row?.endpoint ?? ABRUZZO_ENDPOINT,
    username: row?.username ?? "",
    autoSend: row?.autoSend ?? false,
    beds: Object.fromEntries(rooms.map((r) => [String(r.id), r.beds])),
    configured: Boolean(row?.structureCode && row.username && row.passwordSealed),
  };
}

/** PUT /api/settings/istat: the password sealed, kept when left out; the first save needs it. Beds only of rooms that exist. */
export async function saveIstatSettings(input: z.infer<typeof istatSettingsSchema>): Promise<IstatSettings> {
  const row = await accountRow();
  if (!input.password && !row?.passwordSealed)
    throw new HttpError(400, "validation_error", "errors.validation", { password: { key: "errors.required" } });
  const rooms = new Set((await listAllRooms()).map((r) => String(r.id)));
  const unknown = Object.keys(input.beds).find((id) => !rooms.has(id));
  if (unknown) throw new HttpError(400, "validation_error", "errors.validation", { [`beds.${unknown}`]: { key: "errors.unknownRoom" } });
  const values = {
    structureCode: input.structureCode,
    endpoint: input.endpoint,
    username: input.username,
    autoSend: input.autoSend,
    beds: input.beds,
    ...(input.password ? { passwordSealed: seal(input.password) } : {}),
    updatedAt: new Date(),
  };
  await getDb()
    .insert(istatAccount)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: istatAccount.id, set: values });
  return istatSettings();
}

/** Four rooms cannot hold more stays overlapping a year than this: a bound, never reached. */
const MAX_RANGE_STAYS = 5000;

/** The stays whose guests are missing, as the 422 names them. */
export type MissingGuestData = { stayId: number; leadName: string; checkIn: string; checkOut: string };

type RangeStay = MovementStay & { leadName: string };

/**
 * The booked stays with a night, an arrival or a departure from `from` to `to`, with their
 * guests' data: two ranges of the check-in index (the stays overlapping, and those leaving on `from`).
 */
export async function staysMovingIn(from: string, to: string): Promise<RangeStay[]> {
  const [overlapping, leaving] = await Promise.all([
    bookedStaysOverlapping(from, addDays(to, 1), MAX_RANGE_STAYS),
    bookedStaysOverlapping(addDays(from, -1), from, MAX_RANGE_STAYS),
  ]);
  const all = [...new Map([...overlapping, ...leaving].map((s) => [s.id, s])).values()];
  const guests = await guestsOfStays(all.map((s) => s.id));
  return all.map((s) => ({
    id: s.id,
    roomId: s.roomId,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    guests: s.guests,
    partyType: s.partyType as PartyType | null,
    leadName: s.leadName,
    guestsData: (guests.get(s.id) ?? []).map((g) => ({
      sex: g.sex,
      birthDate: g.birthDate,
      citizenship: g.citizenship,
      residenceCountry: g.residenceCountry,
      residencePlace: g.residencePlace,
      birthCountry: g.birthCountry,
      birthPlace: g.birthPlace,
      tripPurpose: g.tripPurpose ?? null,
      transport: g.transport ?? null,
    })),
  }));
}

/** The days from `from` to `to` with the house's rooms and beds: the owner's beds, her blocks, the stays given. */
export async function houseDays(
  from: string,
  to: string,
  stays: readonly MovementStay[],
): Promise<{ structureCode: string; days: MovementDay[] }> {
  const row = await accountRow();
  const rooms = (await roomsWithBeds(row?.beds ?? {})).filter((r) => r.active);
  const blocks = await blocksOverlapping(
    rooms.map((r) => r.id),
    from,
    to,
  );
  const blocked = (roomId: number, day: string) => blocks.some((b) => b.roomId === roomId && b.start <= day && day < b.end);
  return { structureCode: row?.structureCode ?? "", days: movementDays(from, to, stays, rooms, blocked) };
}

export const missingOf = (stays: readonly RangeStay[], from: string, to: string): MissingGuestData[] =>
  staysMissingData(stays, from, to).map((s) => ({
    stayId: s.id,
    leadName: (s as RangeStay).leadName,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
  }));

/**
 * The days from `from` to `to` as the region takes them. Refused with 422 missing_guest_data,
 * naming the stays, when a stay arriving or leaving in the range lacks guests' data: an
 * incomplete day would be taken as complete.
 */
export async function movementsOf(from: string, to: string): Promise<{ structureCode: string; days: MovementDay[] }> {
  const stays = await staysMovingIn(from, to);
  const missing = missingOf(stays, from, to);
  if (missing.length)
    throw new HttpError(
      422,
      "missing_guest_data",
      "errors.istatMissingGuestData",
      undefined,
      { count: missing.length },
      { stays: missing },
    );
  return houseDays(from, to, stays);
}

/** GET /api/reports/istat/movements: the file the region's portal takes, root `<movimenti>`. */
export async function movementsFile(from: string, to: string): Promise<string> {
  const { structureCode, days } = await movementsOf(from, to);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${movementsXml(structureCode, days, "movimenti")}\n`;
}

// ——— Sending ———

const fingerprintOf = (day: MovementDay) => createHash("sha256").update(movementXml(day)).digest("hex");

const refusedOf = (results: readonly IstatGuestResult[]): RefusedGuest[] =>
  results
    .filter((r) => !r.ok)
    .map((r) => {
      const [stay, place] = r.idswh.split("-");
      return { idswh: r.idswh, stayId: Number(stay), guest: Number(place), message: r.message ?? "Rifiutato dalla Regione" };
    });

function credentialsOf(row: Awaited<ReturnType<typeof accountRow>>) {
  if (!row?.structureCode || !row.username || !row.passwordSealed)
    throw new HttpError(409, "istat_not_configured", "errors.istatNotConfigured");
  return { endpoint: row.endpoint, username: row.username, password: unseal(row.passwordSealed) };
}

/**
 * Sends the days from `from` to `to` in one call, leaving out each day the region already took
 * whole whose movements are the same. A day sent before that has changed goes again with the same
 * keys (the layout's correction), and the guests it no longer has as `rettifiche/eliminazione`.
 * Each day's outcome is recorded: accepted, partial (some guests refused, each with the region's
 * words), refused (a SOAP fault) or failed (not reached). Wrong credentials are 422
 * region_credentials_refused and record nothing; a region that cannot be reached is 503.
 */
export async function sendIstat(from: string, to: string, sentBy: string): Promise<DayOutcome[]> {
  const account = credentialsOf(await accountRow());
  const { structureCode, days } = await movementsOf(from, to);
  const previous = new Map(
    (
      await getDb()
        .select()
        .from(istatSends)
        .where(between(istatSends.day, from, to))
    ).map((row) => [row.day, row]),
  );
  const outcomes = new Map<string, DayOutcome>();
  const pending: { day: MovementDay; fingerprint: string }[] = [];
  for (const day of days) {
    const fingerprint = fingerprintOf(day);
    const before = previous.get(day.day);
    if (before?.status === "accepted" && before.fingerprint === fingerprint) {
      outcomes.set(day.day, { day: day.day, status: "unchanged", refused: [], error: null });
      continue;
    }
    const present = new Set(day.arrivals.map((a) => a.idswh));
    const deletions = (before?.arrivals ?? []).filter((a) => !present.has(a.idswh));
    pending.push({
      day: { ...day, deletions: deletions.map((d) => ({ ...d, tipoalloggiato: d.tipoalloggiato as GuestType })) },
      fingerprint,
    });
  }
  if (pending.length === 0) return days.map((d) => outcomes.get(d.day)!);

  let results: IstatGuestResult[] = [];
  let fault: string | null = null;
  try {
    results = await sendMovements(
      account,
      movementsXml(
        structureCode,
        pending.map((p) => p.day),
        "movimentazione",
      ),
    );
  } catch (error) {
    if (error instanceof RegionCredentialsRefused) throw new HttpError(422, "region_credentials_refused", "errors.istatCredentialsRefused");
    if (error instanceof RegionFault) fault = error.message;
    else if (error instanceof RegionUnreachable) {
      await recordDays(pending, () => ({ status: "failed", results: [], error: error.message }), sentBy);
      throw new HttpError(503, "region_unreachable", "errors.istatUnreachable");
    } else throw error;
  }

  const byKey = new Map(results.map((r) => [`${r.kind}:${r.idswh}`, r]));
  const recorded = await recordDays(
    pending,
    ({ day }) => {
      if (fault) return { status: "refused", results: [], error: fault };
      const mine: IstatGuestResult[] = [
        ...day.arrivals.map((a) => byKey.get(`arrivo:${a.idswh}`) ?? { idswh: a.idswh, kind: "arrivo" as const, ok: true, message: null }),
        ...day.departures.map(
          (d) => byKey.get(`partenza:${d.idswh}`) ?? { idswh: d.idswh, kind: "partenza" as const, ok: true, message: null },
        ),
        ...day.deletions.map(
          (d) => byKey.get(`eliminazione:${d.idswh}`) ?? { idswh: d.idswh, kind: "eliminazione" as const, ok: true, message: null },
        ),
      ];
      return { status: mine.every((r) => r.ok) ? "accepted" : "partial", results: mine, error: null };
    },
    sentBy,
  );
  for (const outcome of recorded) outcomes.set(outcome.day, outcome);
  return days.map((d) => outcomes.get(d.day)!);
}

type Recorded = { status: IstatDayStatus; results: IstatGuestResult[]; error: string | null };

async function recordDays(
  pending: { day: MovementDay; fingerprint: string }[],
  outcomeOf: (p: { day: MovementDay }) => Recorded,
  sentBy: string,
): Promise<DayOutcome[]> {
  const out: DayOutcome[] = [];
  for (const p of pending) {
    const { status, results, error } = outcomeOf(p);
    // The guests the region now holds for the day: those it took; a refused day keeps the earlier ones.
    const taken: IstatSentGuest[] = p.day.arrivals
      .filter((a) => results.find((r) => r.kind === "arrivo" && r.idswh === a.idswh)?.ok ?? false)
      .map((a) => ({ idswh: a.idswh, tipoalloggiato: a.tipoalloggiato, arrival: p.day.day }));
    const values = {
      status,
      fingerprint: p.fingerprint,
      results,
      error,
      sentAt: new Date(),
      sentBy,
      ...(status === "accepted" || status === "partial" ? { arrivals: taken } : {}),
    };
    await getDb()
      .insert(istatSends)
      .values({ day: p.day.day, arrivals: [], ...values })
      .onConflictDoUpdate({ target: istatSends.day, set: values });
    out.push({ day: p.day.day, status, refused: refusedOf(results), error });
  }
  return out;
}

/** What was sent for each day of a range (the panel's month), by day. */
export async function istatSendsOf(from: string, to: string): Promise<Map<string, DayOutcome & { sentAt: Date; sentBy: string }>> {
  const rows = await getDb()
    .select()
    .from(istatSends)
    .where(between(istatSends.day, from, to));
  return new Map(
    rows.map((row) => [
      row.day,
      {
        day: row.day,
        status: row.status as IstatDayStatus,
        refused: refusedOf(row.results),
        error: row.error,
        sentAt: row.sentAt,
        sentBy: row.sentBy,
      },
    ]),
  );
}

/** The automatic sending's name in the records. */
export const AUTOMATIC_SENDER = "invio automatico";

/**
 * With "Invia da solo" on: from the morning, yesterday's movements, once (the day is claimed by
 * a conditional update of the account's last day, so one process sends it). A day whose guests'
 * data are missing is not sent; the owner sees it in the panel and sends it herself.
 */
export async function sendYesterday(now = new Date()): Promise<boolean> {
  const { day: today, hour } = italyClock(now);
  if (hour < MORNING_HOUR) return false;
  const day = addDays(today, -1);
  const [claimed] = await getDb()
    .update(istatAccount)
    .set({ autoSentDay: day })
    .where(
      and(eq(istatAccount.id, 1), eq(istatAccount.autoSend, true), or(isNull(istatAccount.autoSentDay), lt(istatAccount.autoSentDay, day))),
    )
    .returning({ id: istatAccount.id });
  if (!claimed) return false;
  try {
    await sendIstat(day, day, AUTOMATIC_SENDER);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`ISTAT automatic sending of ${day}: ${error.code}`);
    // A region that does not answer is tried again at the next poll; a refusal waits for the owner.
    if (error.code === "region_unreachable")
      await getDb()
        .update(istatAccount)
        .set({ autoSentDay: addDays(day, -1) })
        .where(and(eq(istatAccount.id, 1), eq(istatAccount.autoSentDay, day)));
  }
  return true;
}

export function startIstatAutoSend(options: { pollMs?: number } = {}): Poller {
  return startPoller(
    async () => {
      await sendYesterday();
    },
    { pollMs: options.pollMs ?? 15 * 60_000, label: "ISTAT sending" },
  );
}

/** The records of days sent more than five years ago go, as the police sends do. */
export async function purgeIstatSendsBefore(day: string): Promise<void> {
  await getDb().delete(istatSends).where(lt(istatSends.day, day));
}
