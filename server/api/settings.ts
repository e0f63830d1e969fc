import { Router, type RequestHandler } from "express";

import type { Env } from "~/env.server";
import { sessionFromCookies } from "~/features/auth/auth.server";
import { checkSuperAdminKey } from "~/features/auth/sign-in.server";
import { settingsApi } from "~/features/settings/settings.api";
import { isSiteSettingKey, type SiteSettingKey } from "~/features/settings/settings.schema";
import { getSiteSetting, getSuperAdminSettings, setSiteSetting, updateSuperAdminSettings } from "~/features/settings/settings.server";
import { HttpError, notFound } from "~/lib/http-error";

import { clientIp } from "../http";
import { route } from "./route";

/** A known site setting's key from the path, or 404. */
function settingKey(key: string | string[] | undefined): SiteSettingKey {
  if (typeof key !== "string" || !isSiteSettingKey(key)) throw notFound();
  return key;
}

/** An unknown key answers 404 before its body is looked at. */
const knownKey: RequestHandler = (req, _res, next) => {
  settingKey(req.params.key);
  next();
};

/** Site settings (the owner's) and super-admin settings. */
export function settingsRouter(env: Env): Router {
  const r = Router();

  route(r, settingsApi.get, async (req, res) => {
    res.json(await getSiteSetting(settingKey(req.params.key)));
  });

  route(r, settingsApi.set, knownKey, async (req, res, { body }) => {
    res.json(await setSiteSetting(settingKey(req.params.key), body.value));
  });

  route(r, settingsApi.getSuperAdmin, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await getSuperAdminSettings());
  });

  /**
   * The spec sends the key in the body; the browser panel instead holds a super-admin
   * session opened by POST /api/super-admin/login. Either proves who is asking.
   */
  route(r, settingsApi.setSuperAdmin, async (req, res, { body }) => {
    const { superAdminKey, ...settings } = body;
    if (superAdminKey !== undefined) {
      await checkSuperAdminKey(superAdminKey, clientIp(req), env.superAdminKey);
    } else if (!(await sessionFromCookies("super_admin", req.headers.cookie))) {
      throw new HttpError(401, "unauthorized", "errors.unauthorized");
    }
    res.json(await updateSuperAdminSettings(settings));
  });

  return r;
}
