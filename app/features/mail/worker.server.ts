import type { OutboxMessage } from "~/db/schema";

import { classifyFailure, deliver, mailConfigured, ownerAddress } from "./mail.server";
import { claimNext, markFailed, markRetry, markSent } from "./outbox.server";

/** Temporary failures are tried again, ever more slowly, for this long after the first try. */
export const RETRY_WINDOW_MS = 48 * 3600_000;

export type WorkerOptions = {
  /** How often the queue is looked at when nothing nudged it. */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  claimMs?: number;
  log?: (message: string) => void;
};

export type OutboxWorker = {
  /** Looks at the queue now (a message was just written). */
  nudge: () => void;
  /** Resolves once the queue has nothing due (tests). */
  drain: () => Promise<void>;
  /** Stops polling and waits for the message being sent, if any. */
  stop: () => Promise<void>;
};

let current: OutboxWorker | undefined;

/** Tells this process's worker, if it runs, that a message is waiting. */
export function nudgeOutbox(): void {
  current?.nudge();
}

/**
 * The background sender: one per process, each claiming rows through the database
 * (outbox.server.ts, claimNext), so with several processes every message is sent by one.
 */
export function startOutboxWorker(options: WorkerOptions = {}): OutboxWorker {
  const { pollMs = 5_000, retryBaseMs = 30_000, maxRetryMs = 3600_000, claimMs, log = console.log } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const sendOne = async (row: OutboxMessage): Promise<void> => {
    const to = row.audience === "owner" ? ownerAddress() : row.toAddress;
    const replyTo = row.audience === "owner" ? row.replyTo : (ownerAddress() ?? null);
    try {
      if (!to) throw Object.assign(new Error("OWNER_EMAIL is not set"), { code: "ENOOWNER" });
      await deliver({
        to,
        replyTo,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.messageId,
        attachments: row.attachments ?? [],
      });
      await markSent(row.id);
    } catch (error) {
      const { permanent, reason } = classifyFailure(error);
      const first = row.firstAttemptAt ?? new Date();
      const delay = Math.min(retryBaseMs * 2 ** Math.max(0, row.attempts - 1), maxRetryMs);
      const next = new Date(Date.now() + delay * (0.9 + Math.random() * 0.2));
      if (permanent) {
        await markFailed(row.id, reason);
        log(`E-mail ${row.id} (${row.kind}) refused: ${reason}`);
      } else if (next.getTime() - first.getTime() > RETRY_WINDOW_MS) {
        await markFailed(row.id, `${reason} (gave up after 48 hours)`);
        log(`E-mail ${row.id} (${row.kind}) given up after 48 hours: ${reason}`);
      } else {
        await markRetry(row.id, reason, next);
      }
    }
  };

  const loop = async (): Promise<void> => {
    do {
      again = false;
      while (!stopped && mailConfigured()) {
        const row = await claimNext(new Date(), claimMs);
        if (!row) break;
        await sendOne(row);
      }
    } while (again && !stopped);
  };

  const kick = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch((error) => console.error("Outbox worker failed:", error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void kick(), pollMs);
  timer.unref();

  const worker: OutboxWorker = {
    nudge: () => {
      if (!stopped) setImmediate(() => void kick());
    },
    drain: async () => {
      await kick();
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (current === worker) current = undefined;
      await running;
    },
  };
  current = worker;
  void kick();
  return worker;
}
