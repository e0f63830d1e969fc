import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { timestamp } from "~/lib/api-schemas";

import { AUDIT_ACTIONS } from "./audit-actions";
import { auditQuerySchema } from "./audit.schema";

/** One row of the audit trail: who did what, when, to what, and the keyed hash of their address. */
export const auditRowAnswer = z.object({
  at: timestamp,
  actor: z.string().describe("The account's username; for a failed sign-in, the name tried."),
  action: z.string().describe(`What was done, one of: ${AUDIT_ACTIONS.join(", ")}.`),
  target: z.string().describe('What was read or changed: "stay 12", "police file 2025-06-01", "backup …", a setting.'),
  addressHash: z.string().describe("The client's address as a keyed SHA-256 hash (64 hex digits), never the address."),
});

export const auditPageAnswer = z.object({
  items: z.array(auditRowAnswer),
  nextCursor: z.string().nullable().describe("The next (older) page's `cursor`; null on the last page."),
});

/** The audit trail is read only: no operation changes or deletes a row (the year's purge does). */
export const auditApi = operations({
  list: {
    method: "get",
    path: "/audit",
    summary:
      "The audit trail, newest first, 50 rows a page: sign-ins, views of guests' data, downloads, changes of accounts, settings, bank details and credentials; filtered by days (`from`, `to`, both included), `actor` and `action`.",
    access: "staff",
    role: "owner",
    query: auditQuerySchema,
    answers: { 200: auditPageAnswer },
    errors: { 400: "validation_error" },
  },
});
