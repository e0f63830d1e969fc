import { Router } from "express";

import { portalAccount, portalAccountSchema, savePortalAccount, testPortalConnection } from "~/features/guests/police-portal.server";
import { sendPoliceDay } from "~/features/guests/police-send.server";
import { policeDaySchema } from "~/features/guests/police.server";

import { parse, requireAdmin } from "../http";

/**
 * The police portal's web service: the owner's account (the password and the key go in and never
 * come out), its test, and sending an arrival day's guests through it.
 */
export function policePortalRouter(): Router {
  const r = Router();

  r.get("/settings/police-portal", requireAdmin, async (_req, res) => {
    res.json(await portalAccount());
  });

  r.put("/settings/police-portal", requireAdmin, async (req, res) => {
    res.locals.contentUnchanged = true;
    res.json(await savePortalAccount(parse(portalAccountSchema, req.body ?? {})));
  });

  r.post("/police/portal-test", requireAdmin, async (_req, res) => {
    res.locals.contentUnchanged = true;
    res.json(await testPortalConnection());
  });

  r.post("/police/send", requireAdmin, async (req, res) => {
    res.locals.contentUnchanged = true;
    const { date } = parse(policeDaySchema, req.body ?? {});
    res.json(await sendPoliceDay(date, req.session!.username ?? "admin"));
  });

  return r;
}
