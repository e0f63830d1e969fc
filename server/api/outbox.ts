import { Router } from "express";
import { z } from "zod";

import { mailConfigured, ownerAddress } from "~/features/mail/mail.server";
import { listOutbox, OUTBOX_STATUSES, retryMessage } from "~/features/mail/outbox.server";
import { sendTestEmail } from "~/features/mail/test-email.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { HttpError } from "~/lib/http-error";
import { pageNumber } from "~/lib/pagination";

import { idParam, parse, requireAdmin } from "../http";

const statusFilter = z.enum([...OUTBOX_STATUSES, "unsent"], { error: "errors.invalidStatus" });

/** The e-mails waiting, sent or failed, and the owner's "Riprova". */
export function outboxRouter(): Router {
  const r = Router();

  /** ?status=queued|sent|failed|unsent, ?page=; 25 a page, newest first; X-Has-More when another page follows. */
  r.get("/outbox", requireAdmin, async (req, res) => {
    const status = typeof req.query.status === "string" && req.query.status !== "" ? parse(statusFilter, req.query.status) : undefined;
    const list = await listOutbox(status, pageNumber(typeof req.query.page === "string" ? req.query.page : undefined));
    res.set({ "X-Page": String(list.page), "X-Has-More": String(list.hasNext), "X-Mail-Configured": String(mailConfigured()) });
    res.json(list.items);
  });

  r.post("/outbox/:id/retry", requireAdmin, async (req, res) => {
    const message = await retryMessage(idParam(req.params.id));
    nudgeOutbox();
    res.json(message);
  });

  /** Queues a test message to OWNER_EMAIL: the panel's "Invia e-mail di prova". */
  r.post("/outbox/test", requireAdmin, async (_req, res) => {
    if (!mailConfigured() || !ownerAddress()) throw new HttpError(409, "mail_not_configured", "errors.mailNotConfigured");
    const message = await sendTestEmail();
    res.status(201).json(message);
  });

  return r;
}
