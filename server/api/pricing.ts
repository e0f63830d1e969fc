import { Router } from "express";

import { priceUpdateSchema, seasonSchema } from "~/features/pricing/pricing.schema";
import { listPricing, updatePrice } from "~/features/pricing/pricing.server";
import { notFound } from "~/lib/http-error";

import { idParam, parse, requireAdmin } from "../http";

/** The rooms' prices per season. */
export function pricingRouter(): Router {
  const r = Router();

  r.get("/pricing", async (_req, res) => {
    res.json(await listPricing());
  });

  r.patch("/pricing/:roomId/:season", requireAdmin, async (req, res) => {
    const season = seasonSchema.safeParse(req.params.season);
    if (!season.success) throw notFound();
    const roomId = idParam(req.params.roomId);
    const { pricePerNight } = parse(priceUpdateSchema, req.body);
    res.json(await updatePrice(roomId, season.data, pricePerNight));
  });

  return r;
}
