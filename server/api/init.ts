import { Router } from "express";

import type { Env } from "~/env.server";
import { authApi } from "~/features/auth/auth.api";

import { seed } from "../seed";
import { route } from "./route";

/**
 * Creates what is missing (rooms, prices, settings, the first administrator); never a
 * second administrator, never a password reset, never an overwrite. Safe to call anytime.
 */
export function initRouter(env: Env): Router {
  const r = Router();
  route(r, authApi.init, async (_req, res) => {
    const result = await seed({
      adminUsername: env.adminUsername,
      adminPassword: env.adminPassword,
      superAdminKey: env.superAdminKey,
      production: env.production,
    });
    res.locals.contentUnchanged = !result.rooms && !result.prices && !result.settings && !result.adminCreated;
    res.json({ success: true, message: "Inizializzazione completata", created: result });
  });
  return r;
}
