import { and, desc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { policePortal, policeReceipts, policeSends } from "~/db/schema";
import { RETENTION } from "~/lib/constants";
import { addDays, italyClock, italyWallTime, todayInItaly } from "~/lib/dates";
import { seal, unseal } from "~/lib/guest-crypto.server";
import { HttpError, invalidField, notFound } from "~/lib/http-error";
import { startPoller, type Poller } from "~/lib/poller.server";

import { fetchReceipt } from "./alloggiati-soap.server";
import { eraseDocumentNumbersOf } from "./guests.server";
import { accountConfigured, portalRefused, portalUnreachable, PortalUnreachable, withPortalSession } from "./police-portal.server";
import { tablesStatus, type TablesStatus } from "./police-tables.server";

/**
 * The portal's receipts (ricevute): one PDF per day of transmissions, which the portal gives
 * only for the last 30 days (today excluded) and the law wants kept five years. The site fetches
 * each day it sent through the web service the next morning and keeps the PDF sealed with the
 * guest data key (it lists the guests as reported) in the database, never as a file a URL could
 * reach; the owner may fetch one at once, or upload the one of a day she sent by hand.
 */

/**
 * The morning run starts at 8 (Italy): a day's receipt covers everything sent that day, so it
 * exists only once the day is over, and the portal makes it overnight; 8 rather than just after
 * midnight leaves the portal its night, and has the receipts in before the owner's 9 o'clock
 * e-mails and her morning look at the panel.
 */
const RECEIPTS_HOUR = 8;

/** How far back the portal gives receipts (today excluded). */
const PORTAL_WINDOW_DAYS = 30;

/** The portal's answer to a day it has no receipt for (yet, or any more). */
const NO_RECEIPT = "ERRORE_RECUPERO_RICEVUTA";

export type ReceiptSummary = { date: string; stays: number; bytes: number; source: "portal" | "upload"; fetchedAt: string };

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

const summaryColumns = {
  date: policeReceipts.day,
  stays: policeReceipts.stays,
  bytes: policeReceipts.bytes,
  source: policeReceipts.source,
  fetchedAt: policeReceipts.fetchedAt,
};

function summaryOf(row: { date: string; stays: number; bytes: number; source: string; fetchedAt: Date }): ReceiptSummary {
  return { ...row, source: row.source as ReceiptSummary["source"], fetchedAt: row.fetchedAt.toISOString() };
}

/** The stays reported on `day` (Italy's calendar), from the sending history, read by its sent_at index. */
async function staysSentOn(executor: Executor, day: string): Promise<number[]> {
  const rows = await executor
    .select({ stayIds: policeSends.stayIds })
    .from(policeSends)
    .where(and(gte(policeSends.sentAt, italyWallTime(day, 0, 0)), lt(policeSends.sentAt, italyWallTime(addDays(day, 1), 0, 0))));
  return [...new Set(rows.flatMap((row) => row.stayIds))];
}

/**
 * Keeps the day's receipt (replacing an earlier one) and, in the same transaction, erases the
 * document numbers of the stays reported that day: the receipt now proves the report.
 */
async function storeReceipt(day: string, pdf: Buffer, source: ReceiptSummary["source"]): Promise<ReceiptSummary> {
  const row = { pdfSealed: seal(pdf.toString("base64")), bytes: pdf.length, source, fetchedAt: new Date() };
  return getDb().transaction(async (tx) => {
    const stayIds = await staysSentOn(tx, day);
    const [stored] = await tx
      .insert(policeReceipts)
      .values({ day, ...row, stays: stayIds.length })
      .onConflictDoUpdate({ target: policeReceipts.day, set: { ...row, stays: stayIds.length } })
      .returning(summaryColumns);
    await eraseDocumentNumbersOf(tx, stayIds);
    return summaryOf(stored!);
  });
}

/**
 * Asks the portal for the day's receipt and keeps it; undefined while the portal has none.
 * Throws 409 portal_not_configured, 422 portal_refused, PortalUnreachable (withPortalSession).
 */
async function receiptFromPortal(day: string): Promise<ReceiptSummary | undefined> {
  const answer = await withPortalSession(({ username, token }) => fetchReceipt(username, token, day));
  if (!answer.pdf) {
    if (answer.outcome.message === NO_RECEIPT) return undefined;
    throw portalRefused(answer.outcome);
  }
  if (!isPdf(answer.pdf)) throw new PortalUnreachable("A receipt that is not a PDF");
  return storeReceipt(day, answer.pdf, "portal");
}

/** POST /api/police/receipts/fetch: the day's receipt now ("Scarica ricevuta"). */
export async function fetchReceiptNow(day: string): Promise<ReceiptSummary> {
  let stored: ReceiptSummary | undefined;
  try {
    stored = await receiptFromPortal(day);
  } catch (error) {
    if (error instanceof PortalUnreachable) throw portalUnreachable();
    throw error;
  }
  if (!stored) throw new HttpError(404, "no_receipt", "errors.noReceipt");
  return stored;
}

/** PUT /api/police/receipts/{date}: the receipt of a day the owner sent by hand, as she downloaded it. */
export async function uploadReceipt(day: string, file: Buffer | undefined): Promise<ReceiptSummary> {
  if (day > todayInItaly()) throw invalidField("date", "errors.receiptFutureDay");
  if (!file?.length) throw invalidField("file", "errors.pdfRequired");
  if (!isPdf(file)) throw invalidField("file", "errors.notAPdf");
  return storeReceipt(day, file, "upload");
}

/** The receipts of a year, newest first (a year has at most 366). */
export async function receiptsOfYear(year: number): Promise<ReceiptSummary[]> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(policeReceipts)
    .where(and(gte(policeReceipts.day, `${year}-01-01`), lt(policeReceipts.day, `${year + 1}-01-01`)))
    .orderBy(desc(policeReceipts.day))
    .limit(366);
  return rows.map(summaryOf);
}

export type ReceiptsPanel = { year: number; years: number[]; receipts: ReceiptSummary[]; yesterday: string; tables: TablesStatus };

/**
 * "Adempimenti → Questura"'s receipts card: the receipts of the year asked (?anno=, this year
 * by default), the years that can hold some, and where the portal's code tables come from.
 */
export async function receiptsPanel(asked: string | null): Promise<ReceiptsPanel> {
  const today = todayInItaly();
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: RETENTION.policeReceiptMonths / 12 + 1 }, (_, i) => thisYear - i);
  const year = years.find((y) => String(y) === asked) ?? thisYear;
  return { year, years, receipts: await receiptsOfYear(year), yesterday: addDays(today, -1), tables: await tablesStatus() };
}

/** The day's receipt as the PDF's bytes; 404 when none is kept. */
export async function receiptPdf(day: string): Promise<Buffer> {
  const [row] = await getDb().select({ pdfSealed: policeReceipts.pdfSealed }).from(policeReceipts).where(eq(policeReceipts.day, day));
  if (!row) throw notFound();
  return Buffer.from(unseal(row.pdfSealed), "base64");
}

/** The days the site sent through the portal that it can still fetch a receipt for and holds none of. */
async function daysAwaitingReceipt(today: string): Promise<string[]> {
  const sends = await getDb()
    .select({ sentAt: policeSends.sentAt })
    .from(policeSends)
    .where(
      and(
        gte(policeSends.sentAt, italyWallTime(addDays(today, -PORTAL_WINDOW_DAYS), 0, 0)),
        lt(policeSends.sentAt, italyWallTime(today, 0, 0)),
        eq(policeSends.via, "portal"),
      ),
    );
  const days = [...new Set(sends.map((s) => todayInItaly(s.sentAt)))];
  if (days.length === 0) return [];
  const kept = new Set(
    (await getDb().select({ day: policeReceipts.day }).from(policeReceipts).where(inArray(policeReceipts.day, days))).map((r) => r.day),
  );
  return days.filter((day) => !kept.has(day)).sort();
}

/**
 * The morning's fetch, from RECEIPTS_HOUR: the receipt of every day sent through the portal in
 * its window that has none yet. One process a day runs it, the one whose conditional update
 * moves `receipts_day` to today. A day the portal has no receipt for yet is tried again the
 * next morning (it stays in the window 30 days); a portal that cannot be reached gives the day
 * back, so that the next poll tries again.
 */
export async function fetchDueReceipts(now = new Date(), log: (message: string) => void = console.log): Promise<void> {
  const { day: today, hour } = italyClock(now);
  if (hour < RECEIPTS_HOUR) return;
  const claimed = await getDb()
    .update(policePortal)
    .set({ receiptsDay: today })
    .where(and(eq(policePortal.id, 1), accountConfigured(), or(isNull(policePortal.receiptsDay), lt(policePortal.receiptsDay, today))))
    .returning({ id: policePortal.id });
  if (claimed.length === 0) return;
  for (const day of await daysAwaitingReceipt(today)) {
    try {
      if (!(await receiptFromPortal(day))) log(`The police portal has no receipt for ${day} yet: tried again tomorrow.`);
    } catch (error) {
      if (error instanceof PortalUnreachable) {
        await getDb()
          .update(policePortal)
          .set({ receiptsDay: addDays(today, -1) })
          .where(and(eq(policePortal.id, 1), eq(policePortal.receiptsDay, today)));
        log(`The police portal could not be reached for the receipts (${error.message}): tried again at the next poll.`);
        return;
      }
      if (error instanceof HttpError) {
        log(`The police portal refused the receipts (${error.code}): tried again tomorrow.`);
        return;
      }
      throw error;
    }
  }
}

/** The morning fetch, polled every quarter of an hour by each process (the claim makes it once a day). */
export function startReceiptFetching(options: { pollMs?: number; log?: (message: string) => void } = {}): Poller {
  return startPoller(() => fetchDueReceipts(new Date(), options.log), { pollMs: options.pollMs ?? 15 * 60_000, label: "Police receipts" });
}

/** Receipts are kept five years from their day, even after the stays they cover are erased. */
export async function purgePoliceReceiptsBefore(cutoffDay: string): Promise<void> {
  await getDb().delete(policeReceipts).where(lt(policeReceipts.day, cutoffDay));
}
