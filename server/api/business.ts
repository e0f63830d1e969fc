import { Router } from "express";

import { businessSchema } from "~/features/business/business.schema";
import { getBusiness, updateBusiness } from "~/features/business/business.server";

import { parse, requireAdmin } from "../http";

/** The owner's business details: read by anyone (all of it is on the site), written by the owner. */
export function businessRouter(): Router {
  const r = Router();

  r.get("/business", async (_req, res) => {
    res.json(await getBusiness());
  });

  r.put("/business", requireAdmin, async (req, res) => {
    res.json(await updateBusiness(parse(businessSchema, req.body)));
  });

  return r;
}
