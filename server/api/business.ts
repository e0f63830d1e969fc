import { Router } from "express";

import { sessionFromCookies } from "~/features/auth/auth.server";
import { businessApi } from "~/features/business/business.api";
import { getBusiness, getOwnerDetails, updateBusiness } from "~/features/business/business.server";

import { loadedAsPage } from "../http";
import { route } from "./route";

/**
 * The owner's business details: read by anyone (all of it is on the site), written by the owner.
 * Her own details (the deposits' account, the pre-arrival notes) come only with her session, to
 * the panel's fetch (a public page's scripts may not fetch this address: its CSP connect-src).
 */
export function businessRouter(): Router {
  const r = Router();

  route(r, businessApi.get, async (req, res) => {
    const owner = req.headers.cookie && !loadedAsPage(req) ? await sessionFromCookies("admin", req.headers.cookie) : null;
    if (!owner) {
      res.json(await getBusiness());
      return;
    }
    res.set("Cache-Control", "private, no-store").json({ ...(await getBusiness()), ...(await getOwnerDetails()) });
  });

  route(r, businessApi.update, async (_req, res, { body }) => {
    res.set("Cache-Control", "private, no-store").json(await updateBusiness(body));
  });

  return r;
}
