import { Router } from "express";

import { guestsApi } from "~/features/guests/guests.api";
import { markPoliceSent, overduePoliceStays, policeDay, policeFileOf } from "~/features/guests/police.server";
import { todayInItaly } from "~/lib/dates";

import { route } from "./route";

/** The guests' report to the State Police (Alloggiati Web): the day's state, its file, its sending. */
export function policeRouter(): Router {
  const r = Router();

  route(r, guestsApi.policeDay, async (_req, res, { query }) => {
    res.json(await policeDay(query.date ?? todayInItaly()));
  });

  /** The stays not reported in time, for the panel's warning. */
  route(r, guestsApi.policeOverdue, async (_req, res) => {
    res.json(await overduePoliceStays());
  });

  /** The day's records as the portal's "Invio file" takes them: a download the panel links to. */
  route(r, guestsApi.policeFile, async (_req, res, { query: { date } }) => {
    const file = await policeFileOf(date);
    res.set("Content-Type", "text/plain; charset=us-ascii");
    res.set("Content-Disposition", `attachment; filename="alloggiati-${date}.txt"`);
    res.set("X-Records", String(file.records));
    res.send(file.text);
  });

  route(r, guestsApi.markPoliceSent, async (req, res, { body }) => {
    res.locals.contentUnchanged = true;
    res.json(await markPoliceSent(body, req.session!.username ?? "admin"));
  });

  return r;
}
