import { Router } from "express";
import { isSiteSettingKey, siteSettingSchema, superAdminSettingsSchema } from "~/features/settings/settings.schema";
import { getSiteSetting, getSuperAdminSettings, setSiteSetting, updateSuperAdminSettings } from "~/features/settings/settings.server";
import { addBreakfastImage, deleteBreakfastImage, listBreakfastImages } from "~/features/breakfast/breakfast.server";
import { breakfastUploadSchema } from "~/features/breakfast/breakfast.schema";
import { readSession, SESSION_COOKIE } from "~/features/auth/auth.server";
import { HttpError, notFound } from "~/lib/http-error";
import type { Env } from "~/env.server";
import { idParam, parse, parseCookies, requireAdmin } from "../http";
import { imageUpload, requireFile } from "../uploads";
import { checkSuperAdminKey } from "./auth";

/** Site settings, super-admin settings and breakfast photos (SPEC §7). */
export function settingsRouter(env: Env): Router {
  const r = Router();

  r.get("/settings/:key", async (req, res) => {
    const key = req.params.key;
    if (typeof key !== "string" || !isSiteSettingKey(key)) throw notFound();
    res.json(await getSiteSetting(key));
  });

  r.put("/settings/:key", requireAdmin, async (req, res) => {
    const key = req.params.key;
    if (typeof key !== "string" || !isSiteSettingKey(key)) throw notFound();
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
    const input = parse(superAdminSettingsSchema, req.body);
    const { superAdminKey, ...settings } = input;
    if (superAdminKey !== undefined) {
      await checkSuperAdminKey(req, res, superAdminKey, env);
    } else {
      const session = await readSession("super_admin", parseCookies(req.headers.cookie)[SESSION_COOKIE.super_admin]);
      if (!session) throw new HttpError(401, "unauthorized", "errors.unauthorized");
    }
    res.json(await updateSuperAdminSettings(settings));
  });

  r.get("/breakfast-images", async (_req, res) => {
    res.json(await listBreakfastImages());
  });

  r.post("/breakfast-images", requireAdmin, imageUpload, async (req, res) => {
    const file = requireFile(req);
    const { description } = parse(breakfastUploadSchema, req.body);
    res.status(201).json(await addBreakfastImage(file.buffer, file.originalname, description));
  });

  r.delete("/breakfast-images/:id", requireAdmin, async (req, res) => {
    await deleteBreakfastImage(idParam(req.params.id));
    res.json({ success: true });
  });

  return r;
}
