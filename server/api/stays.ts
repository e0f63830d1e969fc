import { Router } from "express";

import { getStayDetail } from "~/features/arrivals/stay-detail.server";
import { keepTaxFiguresOfStay } from "~/features/reports/tourist-tax.server";
import { movementsOn } from "~/features/stays/movements.server";
import { renewReviewLink } from "~/features/stays/stay-mail-records.server";
import { staysApi } from "~/features/stays/stays.api";
import { stayWindow } from "~/features/stays/stays.schema";
import { createStay, deleteStay, listStays, patchStay } from "~/features/stays/stays.server";
import { todayInItaly } from "~/lib/dates";

import { idParam } from "../http";
import { route } from "./route";

/** The stays: the requests confirmed and the bookings the owner enters (channels, direct). */
export function staysRouter(): Router {
  const r = Router();

  route(r, staysApi.create, async (_req, res, { body }) => {
    res.status(201).json(await createStay(body));
  });

  /** ?from=&to= (end exclusive, at most 370 days); from defaults to today in Italy, to to 60 days later. */
  route(r, staysApi.list, async (_req, res, { query }) => {
    const { from, to } = stayWindow(query);
    res.json(await listStays(from, to));
  });

  /** Who arrives and who leaves on ?date= (today in Italy by default). */
  route(r, staysApi.movements, async (_req, res, { query }) => {
    res.json(await movementsOn(query.date ?? todayInItaly()));
  });

  route(r, staysApi.get, async (req, res) => {
    res.json(await getStayDetail(idParam(req.params.id)));
  });

  route(r, staysApi.update, async (req, res, { body }) => {
    res.json(await patchStay(idParam(req.params.id), body));
  });

  /** A new personal review link for the stay, for the owner to pass on (it replaces the one e-mailed). */
  route(r, staysApi.renewReviewLink, async (req, res) => {
    res.json(await renewReviewLink(idParam(req.params.id)));
  });

  route(r, staysApi.remove, async (req, res) => {
    const id = idParam(req.params.id);
    // The tourist tax's figures outlive the stay: the Comune may ask for them for years.
    await keepTaxFiguresOfStay(id);
    await deleteStay(id);
    res.json({ success: true });
  });

  return r;
}
