import { and, asc, eq, gte, isNull, lt, or } from "drizzle-orm";

import { adminCompliancePath } from "~/components/admin/addresses";
import { getDb } from "~/db/client.server";
import { policePortal, policeSends } from "~/db/schema";
import { ownerPoliceSummaryEmail, type PoliceSummaryMail } from "~/features/mail/emails.server";
import { businessContact, siteUrl } from "~/features/mail/mail.server";
import { enqueue } from "~/features/mail/outbox.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { policeSummaryStays } from "~/features/stays/police-state.server";
import { MORNING_HOUR } from "~/lib/constants";
import { addDays, italyClock, italyWallTime } from "~/lib/dates";

import { portalAccountRow } from "./police-portal.server";
import { AUTOMATIC_SENDER } from "./police-send-state.server";

/** What the site did with the portal on `day` (Italy's calendar), for the owner's summary; null when nothing. */
async function summaryOf(day: string): Promise<PoliceSummaryMail | null> {
  const from = italyWallTime(day, 0, 0);
  const to = italyWallTime(addDays(day, 1), 0, 0);
  const sends = await getDb()
    .select()
    .from(policeSends)
    .where(and(eq(policeSends.via, "portal"), gte(policeSends.sentAt, from), lt(policeSends.sentAt, to)))
    .orderBy(asc(policeSends.sentAt));
  // Stays that did not go on `day`: they arrived that day or the day before (the portal takes no others).
  const stayRows = await policeSummaryStays(
    sends.flatMap((s) => s.stayIds),
    { from: addDays(day, -1), to: day },
    { from, to },
  );
  const byId = new Map(stayRows.map((row) => [row.stay.id, row]));
  const summary: PoliceSummaryMail = {
    day,
    sent: sends.flatMap((send) =>
      send.stayIds.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [
              {
                leadName: row.stay.leadName,
                roomName: row.roomName,
                guests: row.stay.guests,
                at: send.sentAt,
                automatic: send.sentBy === AUTOMATIC_SENDER,
              },
            ]
          : [];
      }),
    ),
    refused: [],
    failed: [],
  };
  for (const { stay, roomName } of stayRows) {
    const error = stay.policeSentAt ? null : stay.policeError;
    if (error?.kind === "refused")
      summary.refused.push({
        leadName: stay.leadName,
        roomName,
        guests: error.records.map((r) => ({ position: r.guest + 1, message: r.message })),
      });
    if (error?.kind === "unreachable") summary.failed.push({ leadName: stay.leadName, roomName, message: error.message });
  }
  return summary.sent.length + summary.refused.length + summary.failed.length ? summary : null;
}

/**
 * With "Invia da solo" on, one e-mail a day to the owner about the day before: what went, what the
 * portal refused, what is still waiting; none when nothing happened. Written from the morning hour:
 * a summary of the whole day, late arrivals included (an evening one would miss those checked in
 * after it), read as the owner's day starts, while the portal still takes yesterday's arrivals
 * (it takes today's and yesterday's) for those to correct. The day is claimed in police_portal in
 * the transaction that writes the e-mail, so one process writes it once.
 */
export async function writePoliceSummary(now = new Date()): Promise<boolean> {
  const { day: today, hour } = italyClock(now);
  if (hour < MORNING_HOUR) return false;
  const day = addDays(today, -1);
  const account = await portalAccountRow();
  if (!account?.autoSend || (account.summaryDay !== null && account.summaryDay >= day)) return false;
  const summary = await summaryOf(day);
  const email =
    summary && ownerPoliceSummaryEmail(await businessContact(), summary, { panel: `${siteUrl()}${adminCompliancePath("police")}` });
  const written = await getDb().transaction(async (tx) => {
    const [claimed] = await tx
      .update(policePortal)
      .set({ summaryDay: day })
      .where(and(eq(policePortal.id, 1), or(isNull(policePortal.summaryDay), lt(policePortal.summaryDay, day))))
      .returning({ id: policePortal.id });
    if (!claimed || !email) return false;
    await enqueue(tx, { kind: "owner-police-summary", audience: "owner", ...email });
    return true;
  });
  if (written) nudgeOutbox();
  return written;
}
