import { Router } from "express";

import { pricingApi } from "~/features/pricing/pricing.api";
import { seasonSchema } from "~/features/pricing/pricing.schema";
import { listPricing, updatePrice } from "~/features/rooms/room-prices.server";
import { notFound } from "~/lib/http-error";

import { idParam } from "../http";
import { route } from "./route";

/** The rooms' prices per season. */
export function pricingRouter(): Router {
  const r = Router();

  route(r, pricingApi.list, async (_req, res) => {
    res.json(await listPricing());
  });

  route(r, pricingApi.update, async (req, res, { body }) => {
    const season = seasonSchema.safeParse(req.params.season);
    if (!season.success) throw notFound();
    const roomId = idParam(req.params.roomId);
    res.json(await updatePrice(roomId, season.data, body.pricePerNight));
  });

  return r;
}
