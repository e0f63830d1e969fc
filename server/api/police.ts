import { Router } from "express";

import {
  markPoliceSent,
  overduePoliceStays,
  policeDay,
  policeDaySchema,
  policeFileOf,
  policeSentSchema,
} from "~/features/guests/police.server";
import { todayInItaly } from "~/lib/dates";

import { parse, requireAdmin, requireSession } from "../http";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The guests' report to the State Police (Alloggiati Web): the day's state, its file, its sending. */
export function policeRouter(): Router {
  const r = Router();

  r.get("/police/day", requireAdmin, async (req, res) => {
    const { date } = parse(policeDaySchema, { date: text(req.query.date) ?? todayInItaly() });
    res.json(await policeDay(date));
  });

  /** The stays not reported in time, for the panel's warning. */
  r.get("/police/overdue", requireAdmin, async (_req, res) => {
    res.json(await overduePoliceStays());
  });

  /** The day's records as the portal's "Invio file" takes them: a download the panel links to. */
  r.get("/police/file", requireSession("admin", { download: true }), async (req, res) => {
    const { date } = parse(policeDaySchema, { date: text(req.query.date) });
    const file = await policeFileOf(date);
    res.set("Content-Type", "text/plain; charset=us-ascii");
    res.set("Content-Disposition", `attachment; filename="alloggiati-${date}.txt"`);
    res.set("X-Records", String(file.records));
    res.send(file.text);
  });

  r.post("/police/sent", requireAdmin, async (req, res) => {
    res.locals.contentUnchanged = true;
    const input = parse(policeSentSchema, req.body ?? {});
    res.json(await markPoliceSent(input, req.session!.username ?? "admin"));
  });

  return r;
}
