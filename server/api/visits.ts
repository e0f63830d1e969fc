import { Router } from "express";

import { visitInputSchema } from "~/features/visits/visits.schema";
import { recordVisit, visitStats } from "~/features/visits/visits.server";

import { clientIp, parse } from "../http";

/** The visit counter: a visit recorded, the counts read. */
export function visitsRouter(): Router {
  const r = Router();

  r.post("/visits", async (req, res) => {
    const { sessionId } = parse(visitInputSchema, req.body);
    res.status(201).json(await recordVisit(clientIp(req), req.get("user-agent"), sessionId));
  });

  r.get("/visits/count", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await visitStats());
  });

  return r;
}
