import { Router } from "express";

import type { Env } from "~/env.server";
import { sessionFromCookies } from "~/features/auth/auth.server";
import { checkSuperAdminKey } from "~/features/auth/sign-in.server";
import { isSiteSettingKey, siteSettingSchema, superAdminSettingsSchema, type SiteSettingKey } from "~/features/settings/settings.schema";
import { getSiteSetting, getSuperAdminSettings, setSiteSetting, updateSuperAdminSettings } from "~/features/settings/settings.server";
import { HttpError, notFound } from "~/lib/http-error";

import { clientIp, parse, requireAdmin } from "../http";

/** A known site setting's key from the path, or 404. */
function settingKey(key: string | string[] | undefined): SiteSettingKey {
  if (typeof key !== "string" || !isSiteSettingKey(key)) throw notFound();
  return key;
}

/** Site settings (the owner's) and super-admin settings. */
export function settingsRouter(env: Env): Router {
  const r = Router();

  r.get("/settings/:key", async (req, res) => {
    res.json(await getSiteSetting(settingKey(req.params.key)));
  });

  r.put("/settings/:key", requireAdmin, async (req, res) => {
    const key = settingKey(req.params.key);
    const { value } = parse(siteSettingSchema(key), req.body);
    res.json(await setSiteSetting(key, value));
  });

  r.get("/super-admin/settings", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await getSuperAdminSettings());
  });

  /**
   * The spec sends the key in the body; the browser panel instead holds a super-admin
   * session opened by POST /api/super-admin/login. Either proves who is asking.
   */
  r.put("/super-admin/settings", async (req, res) => {
    const { superAdminKey, ...settings } = parse(superAdminSettingsSchema, req.body);
    if (superAdminKey !== undefined) {
      await checkSuperAdminKey(superAdminKey, clientIp(req), env.superAdminKey);
    } else if (!(await sessionFromCookies("super_admin", req.headers.cookie))) {
      throw new HttpError(401, "unauthorized", "errors.unauthorized");
    }
    res.json(await updateSuperAdminSettings(settings));
  });

  return r;
}
