import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, lt, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { getDb, type Executor } from "~/db/client.server";
import { outbox, type OutboxMessage } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { HttpError, notFound } from "~/lib/http-error";
import { PAGE_SIZE } from "~/lib/pagination";

import type { AdminOutboxMessage } from "./components/panel-types";
import { newMessageId, ownerAddress } from "./mail.server";
import type { RenderedEmail } from "./templates/types";

export type MessageKind =
  | "owner-quote"
  | "owner-review"
  | "guest-ack"
  | "guest-reply"
  | "guest-status"
  | "guest-prearrival"
  | "guest-poststay"
  | "owner-backup"
  | "owner-police-due"
  | "owner-police-late"
  | "owner-police-summary"
  | "owner-tax-payment"
  | "account-invite"
  | "test";

/** An image the HTML shows inline (src="cid:…"), base64. */
export type MailAttachment = { filename: string; contentType: string; cid: string; content: string };
export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type NewMessage = RenderedEmail & {
  kind: MessageKind;
  quoteId?: number;
  reviewId?: number;
  stayId?: number;
  lang?: Language;
  attachments?: MailAttachment[];
} & ({ audience: "owner"; replyTo?: string | null } | { audience: "guest"; to: string });

const rowOf = (message: NewMessage) => ({
  kind: message.kind,
  quoteId: message.quoteId ?? null,
  reviewId: message.reviewId ?? null,
  stayId: message.stayId ?? null,
  audience: message.audience,
  toAddress: message.audience === "guest" ? message.to : null,
  replyTo: message.audience === "owner" ? (message.replyTo ?? null) : null,
  lang: message.lang ?? "it",
  subject: message.subject,
  html: message.html,
  text: message.text,
  attachments: message.attachments?.length ? message.attachments : null,
  messageId: newMessageId(randomUUID()),
});

/** Writes a message to send; the caller's transaction makes it part of the request it belongs to. */
export async function enqueue(executor: Executor, message: NewMessage): Promise<OutboxMessage> {
  const [row] = await executor.insert(outbox).values(rowOf(message)).returning();
  return row!;
}

/**
 * Writes a stay's message of a kind unless one was written already (the unique (stay, kind)
 * index decides, so two processes never both write it): the row, or null.
 */
export async function enqueueOnce(executor: Executor, message: NewMessage & { stayId: number }): Promise<OutboxMessage | null> {
  const [row] = await executor
    .insert(outbox)
    .values(rowOf(message))
    .onConflictDoNothing({ target: [outbox.stayId, outbox.kind], where: sql`${outbox.stayId} is not null` })
    .returning();
  return row ?? null;
}

/**
 * Which of these stays' messages of these kinds are written, as "stayId kind" (the unique
 * (stay, kind) index answers it): what a poller need not render again.
 */
export async function stayMessagesWritten(stayIds: number[], kinds: readonly MessageKind[]): Promise<Set<string>> {
  if (stayIds.length === 0 || kinds.length === 0) return new Set();
  const rows = await getDb()
    .select({ stayId: outbox.stayId, kind: outbox.kind })
    .from(outbox)
    .where(and(inArray(outbox.stayId, stayIds), inArray(outbox.kind, [...kinds])));
  return new Set(rows.map((row) => `${row.stayId} ${row.kind}`));
}

/**
 * A condition for a query of the stays: the stay whose id is `stayId` (its column) has its message
 * of `kind` written. One look-up of the unique (stay, kind) index per stay, inside the caller's
 * statement, so a bounded read of due stays stays one statement.
 */
export function stayMessageWritten(stayId: SQLWrapper, kind: MessageKind): SQL {
  return sql`exists (select 1 from ${outbox} where ${outbox.stayId} = ${stayId} and ${outbox.kind} = ${kind})`;
}

/** How long a claimed message is left to its process before another may take it (it died). */
export const CLAIM_MS = 120_000;

/**
 * Takes the next message due, for this process only: the row is locked while it is claimed
 * (SKIP LOCKED: other processes take the next one), and its next_attempt_at pushed past the
 * claim, so a process that dies mid-send leaves it to be sent again once the claim runs out.
 */
export async function claimNext(now = new Date(), claimMs = CLAIM_MS): Promise<OutboxMessage | undefined> {
  const until = new Date(now.getTime() + claimMs);
  const [row] = await getDb()
    .update(outbox)
    .set({
      claimedUntil: until,
      nextAttemptAt: until,
      attempts: sql`${outbox.attempts} + 1`,
      firstAttemptAt: sql`coalesce(${outbox.firstAttemptAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      sql`${outbox.id} = (
        select id from outbox
        where status = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )`,
    )
    .returning();
  return row;
}

export async function markSent(id: number, now = new Date()): Promise<void> {
  await getDb().update(outbox).set({ status: "sent", sentAt: now, claimedUntil: null, lastError: null }).where(eq(outbox.id, id));
}

export async function markFailed(id: number, reason: string): Promise<void> {
  await getDb().update(outbox).set({ status: "failed", claimedUntil: null, lastError: reason }).where(eq(outbox.id, id));
}

export async function markRetry(id: number, reason: string, at: Date): Promise<void> {
  await getDb().update(outbox).set({ claimedUntil: null, lastError: reason, nextAttemptAt: at }).where(eq(outbox.id, id));
}

/**
 * At start on PGlite (one process by construction): claims left by a process that was killed
 * are released at once instead of after CLAIM_MS.
 */
export async function releaseClaims(): Promise<number> {
  const rows = await getDb()
    .update(outbox)
    .set({ claimedUntil: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.status, "queued"), isNotNull(outbox.claimedUntil)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** What the panel and GET /api/outbox show of a message (never its body's HTML). */
export type OutboxView = AdminOutboxMessage;

const viewColumns = {
  id: outbox.id,
  kind: outbox.kind,
  quoteId: outbox.quoteId,
  reviewId: outbox.reviewId,
  audience: outbox.audience,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  nextAttemptAt: outbox.nextAttemptAt,
};

type ViewRow = Omit<OutboxView, "to" | "status" | "nextAttemptAt"> & { toAddress: string | null; status: string; nextAttemptAt: Date };

function toView(row: ViewRow): OutboxView {
  const { toAddress, ...rest } = row;
  return {
    ...rest,
    status: rest.status as OutboxStatus,
    to: row.audience === "owner" ? (ownerAddress() ?? null) : toAddress,
    nextAttemptAt: rest.status === "queued" ? rest.nextAttemptAt : null,
  };
}

export type OutboxPage = { items: OutboxView[]; page: number; hasNext: boolean };

/**
 * A page of messages, newest first: all, those of one status, or those not sent yet (queued or
 * failed, what the panel lists). One more row than a page tells whether another follows, so
 * nothing counts the whole table.
 */
export async function listOutbox(filter: OutboxStatus | "unsent" | undefined, page: number): Promise<OutboxPage> {
  const where = filter === "unsent" ? ne(outbox.status, "sent") : filter ? eq(outbox.status, filter) : undefined;
  const rows = await getDb()
    .select(viewColumns)
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  return { items: rows.slice(0, PAGE_SIZE).map(toView), page, hasNext: rows.length > PAGE_SIZE };
}

/** The messages of one quote request, oldest first, with their text (the panel shows what was said). */
export async function messagesOfQuote(quoteId: number): Promise<(OutboxView & { text: string; lang: string })[]> {
  const rows = await getDb()
    .select({ ...viewColumns, text: outbox.text, lang: outbox.lang })
    .from(outbox)
    .where(eq(outbox.quoteId, quoteId))
    .orderBy(outbox.createdAt, outbox.id);
  return rows.map((r) => ({ ...toView(r), text: r.text, lang: r.lang }));
}

/** The messages of one stay (before arrival, after departure), oldest first. */
export async function messagesOfStay(stayId: number): Promise<OutboxView[]> {
  // The guest's e-mails: the owner's own reminders about the stay are not part of its story.
  const rows = await getDb()
    .select(viewColumns)
    .from(outbox)
    .where(and(eq(outbox.stayId, stayId), eq(outbox.audience, "guest")))
    .orderBy(outbox.createdAt, outbox.id);
  return rows.map(toView);
}

/** The owner's "Riprova": a failed (or waiting) message goes back to the front of the queue. */
export async function retryMessage(id: number, now = new Date()): Promise<OutboxView> {
  const [row] = await getDb()
    .update(outbox)
    .set({ status: "queued", nextAttemptAt: now, claimedUntil: null, firstAttemptAt: null })
    .where(
      and(
        eq(outbox.id, id),
        inArray(outbox.status, ["queued", "failed"]),
        or(sql`${outbox.claimedUntil} is null`, lt(outbox.claimedUntil, now)),
      ),
    )
    .returning(viewColumns);
  if (row) return toView(row);
  const [existing] = await getDb().select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  if (!existing) throw notFound();
  if (existing.status === "sent") throw new HttpError(409, "already_sent", "errors.alreadySent");
  // Being sent right now: it will be sent or come back as failed.
  const [current] = await getDb().select(viewColumns).from(outbox).where(eq(outbox.id, id));
  return toView(current!);
}

/** Messages hold personal data: they go with the retention purge (contact data, 2 years). */
export async function purgeOutboxOlderThan(cutoff: Date): Promise<void> {
  await getDb().delete(outbox).where(lt(outbox.createdAt, cutoff));
}
