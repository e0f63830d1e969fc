import { Router } from "express";

import { visitsApi } from "~/features/visits/visits.api";
import { recordVisit, visitStats } from "~/features/visits/visits.server";

import { clientIp } from "../http";
import { route } from "./route";

/** The visit counter: a visit recorded, the counts read. */
export function visitsRouter(): Router {
  const r = Router();

  route(r, visitsApi.record, async (req, res, { body }) => {
    res.status(201).json(await recordVisit(clientIp(req), req.get("user-agent"), body.sessionId));
  });

  route(r, visitsApi.count, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await visitStats());
  });

  return r;
}
