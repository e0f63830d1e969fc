import { Router } from "express";

import { guestsApi } from "~/features/guests/guests.api";
import { portalAccount, savePortalAccount, testPortalConnection } from "~/features/guests/police-portal.server";
import { sendPoliceDay } from "~/features/guests/police-send.server";

import { route } from "./route";

/**
 * The police portal's web service: the owner's account (the password and the key go in and never
 * come out), its test, and sending an arrival day's guests through it.
 */
export function policePortalRouter(): Router {
  const r = Router();

  route(r, guestsApi.portalAccount, async (_req, res) => {
    res.json(await portalAccount());
  });

  route(r, guestsApi.setPortalAccount, async (_req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json(await savePortalAccount(body));
  });

  route(r, guestsApi.testPortal, async (_req, res) => {
    res.locals.contentUnchanged = true;
    res.json(await testPortalConnection());
  });

  route(r, guestsApi.sendToPolice, async (req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json(await sendPoliceDay(body.date, req.session!.username ?? "admin"));
  });

  return r;
}
