import { Router } from "express";

import { mailApi } from "~/features/mail/mail.api";
import { mailConfigured, ownerAddress } from "~/features/mail/mail.server";
import { listOutbox, retryMessage } from "~/features/mail/outbox.server";
import { sendTestEmail } from "~/features/mail/test-email.server";
import { nudgeOutbox } from "~/features/mail/worker.server";
import { HttpError } from "~/lib/http-error";
import { pageNumber } from "~/lib/pagination";

import { idParam } from "../http";
import { route } from "./route";

/** The e-mails waiting, sent or failed, and the owner's "Riprova". */
export function outboxRouter(): Router {
  const r = Router();

  /** ?status=queued|sent|failed|unsent, ?page=; 25 a page, newest first; X-Has-More when another page follows. */
  route(r, mailApi.listOutbox, async (_req, res, { query }) => {
    const list = await listOutbox(query.status, pageNumber(query.page));
    res.set({ "X-Page": String(list.page), "X-Has-More": String(list.hasNext), "X-Mail-Configured": String(mailConfigured()) });
    res.json(list.items);
  });

  route(r, mailApi.retryMessage, async (req, res) => {
    const message = await retryMessage(idParam(req.params.id));
    nudgeOutbox();
    res.json(message);
  });

  /** Queues a test message to OWNER_EMAIL: the panel's "Invia e-mail di prova". */
  route(r, mailApi.sendTest, async (_req, res) => {
    if (!mailConfigured() || !ownerAddress()) throw new HttpError(409, "mail_not_configured", "errors.mailNotConfigured");
    const message = await sendTestEmail();
    res.status(201).json(message);
  });

  return r;
}
