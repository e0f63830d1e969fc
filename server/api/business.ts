import { Router } from "express";

import { sessionFromCookies } from "~/features/auth/auth.server";
import { BANK_DETAILS_TARGET, businessApi } from "~/features/business/business.api";
import { getBusiness, getOwnerDetails, updateBusiness } from "~/features/business/business.server";
import { roleAllows } from "~/lib/roles";

import { loadedAsPage } from "../http";
import { route } from "./route";

/**
 * The owner's business details: read by anyone (all of it is on the site), written by the owner.
 * Her own details (the deposits' account, the pre-arrival notes) come only with an owner's session, to
 * the panel's fetch (a public page's scripts may not fetch this address: its CSP connect-src).
 */
export function businessRouter(): Router {
  const r = Router();

  route(r, businessApi.get, async (req, res) => {
    const session = req.headers.cookie && !loadedAsPage(req) ? await sessionFromCookies("admin", req.headers.cookie) : null;
    // The deposits' account (IBAN) is the owner's alone: any other account gets what the site shows.
    const owner = session?.role && roleAllows(session.role, "owner");
    if (!owner) {
      res.json(await getBusiness());
      return;
    }
    res.set("Cache-Control", "private, no-store").json({ ...(await getBusiness()), ...(await getOwnerDetails()) });
  });

  route(r, businessApi.update, async (_req, res, { body }) => {
    // The bank account the guests' deposits go to: a change of it is named in the audit trail.
    const named = body.accountHolder !== undefined || body.iban !== undefined || body.bankName !== undefined;
    const before = named ? await getOwnerDetails() : null;
    const saved = await updateBusiness(body);
    if (before && (["accountHolder", "iban", "bankName"] as const).some((field) => before[field] !== saved[field])) {
      res.locals.auditTarget = BANK_DETAILS_TARGET;
    }
    res.set("Cache-Control", "private, no-store").json(saved);
  });

  return r;
}
