import { getDb } from "~/db/client.server";

import { businessContact } from "./mail.server";
import { enqueue } from "./outbox.server";
import { testEmail } from "./templates/owner-emails";
import { nudgeOutbox } from "./worker.server";

/** A message to OWNER_EMAIL through the outbox like any other, to check the configuration. */
export async function sendTestEmail(now = new Date()) {
  const row = await enqueue(getDb(), { kind: "test", audience: "owner", ...testEmail(await businessContact(), now) });
  nudgeOutbox();
  return { id: row.id, status: row.status, subject: row.subject, createdAt: row.createdAt };
}
