import { Router } from "express";

import { auditApi } from "~/features/audit/audit.api";
import { listAudit } from "~/features/audit/audit.server";

import { route } from "./route";

/** The owner's reading of the audit trail; nothing here writes it. */
export function auditRouter(): Router {
  const r = Router();

  route(r, auditApi.list, async (_req, res, { query }) => {
    res.set("Cache-Control", "private, no-store").json(await listAudit(query));
  });

  return r;
}
