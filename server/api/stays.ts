import { Router } from "express";

import { movementsOn } from "~/features/stays/movements.server";
import { renewReviewLink } from "~/features/stays/stay-mails.server";
import { movementsQuerySchema, stayInputSchema, stayPatchSchema, stayRangeSchema } from "~/features/stays/stays.schema";
import { createStay, deleteStay, getStay, listStays, patchStay } from "~/features/stays/stays.server";
import { addDays, todayInItaly } from "~/lib/dates";

import { idParam, parse, requireAdmin } from "../http";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The stays: the requests confirmed and the bookings the owner enters (channels, direct). */
export function staysRouter(): Router {
  const r = Router();

  r.post("/stays", requireAdmin, async (req, res) => {
    res.status(201).json(await createStay(parse(stayInputSchema, req.body ?? {})));
  });

  /** ?from=&to= (end exclusive, at most 370 days); from defaults to today in Italy, to to 60 days later. */
  r.get("/stays", requireAdmin, async (req, res) => {
    const from = text(req.query.from) ?? todayInItaly();
    const range = parse(stayRangeSchema, { from, to: text(req.query.to) ?? addDays(from, 60) });
    res.json(await listStays(range.from, range.to));
  });

  /** Who arrives and who leaves on ?date= (today in Italy by default). */
  r.get("/stays/movements", requireAdmin, async (req, res) => {
    const { date } = parse(movementsQuerySchema, { date: text(req.query.date) ?? todayInItaly() });
    res.json(await movementsOn(date));
  });

  r.get("/stays/:id", requireAdmin, async (req, res) => {
    res.json(await getStay(idParam(req.params.id)));
  });

  r.patch("/stays/:id", requireAdmin, async (req, res) => {
    const id = idParam(req.params.id);
    res.json(await patchStay(id, parse(stayPatchSchema, req.body ?? {})));
  });

  /** A new personal review link for the stay, for the owner to pass on (it replaces the one e-mailed). */
  r.post("/stays/:id/review-link", requireAdmin, async (req, res) => {
    res.json(await renewReviewLink(idParam(req.params.id)));
  });

  r.delete("/stays/:id", requireAdmin, async (req, res) => {
    await deleteStay(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
