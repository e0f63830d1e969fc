import { z } from "zod";

import { audited } from "~/features/audit/audit-actions";
import { operations } from "~/lib/api-contract";
import { timestamp } from "~/lib/api-schemas";

import { SITE_SETTING_KEYS, siteSettingInputSchema, superAdminSettingsSchema } from "./settings.schema";

const siteSettingParams = z.object({ key: z.enum(SITE_SETTING_KEYS) });

/** A site setting as stored; one never saved comes with its default, without id or date. */
export const siteSettingAnswer = z.object({
  id: z.number().int().nullable(),
  key: z.string(),
  value: z.string(),
  updatedAt: timestamp.nullable(),
});

/** A site setting just saved: its row. */
export const storedSiteSettingAnswer = siteSettingAnswer.extend({ id: z.number().int(), updatedAt: timestamp });

/** The super-admin's settings as stored: the offline switch, the tracking code and hosts, the banners. */
export const superAdminSettingsAnswer = z.object({
  id: z.number().int(),
  siteOffline: z.boolean(),
  trackingCode: z.string().nullable(),
  trackingHosts: z.string().nullable(),
  bannerFooter: z.string().nullable(),
  bannerMidSite: z.string().nullable(),
  bannerMobileTop: z.string().nullable(),
  bannerMobileMid1: z.string().nullable(),
  bannerMobileMid2: z.string().nullable(),
  bannerMobileBottom: z.string().nullable(),
  updatedAt: timestamp,
});

export const settingsApi = operations({
  get: {
    method: "get",
    path: "/settings/:key",
    summary: "One of the owner's on/off site settings, by its key.",
    access: "public",
    params: siteSettingParams,
    answers: { 200: siteSettingAnswer },
    errors: { 404: "not_found" },
  },
  set: {
    method: "put",
    path: "/settings/:key",
    summary: 'Turns one of the owner\'s site settings on or off (`value`: `"true"` or `"false"`).',
    access: "staff",
    role: "manager",
    params: siteSettingParams,
    body: siteSettingInputSchema,
    answers: { 200: storedSiteSettingAnswer },
    errors: { 400: "validation_error", 404: "not_found" },
    audit: audited("settings.updated", ({ params, body }) => `${params.key} = ${String((body as { value: unknown }).value)}`),
  },
  getSuperAdmin: {
    method: "get",
    path: "/super-admin/settings",
    summary: "The super-admin's settings (the public pages read them: the offline switch, tracking, banners).",
    access: "public",
    answers: { 200: superAdminSettingsAnswer },
  },
  setSuperAdmin: {
    method: "put",
    path: "/super-admin/settings",
    summary: "Replaces the super-admin's settings; the caller proves who it is with `superAdminKey` in the body or a super-admin session.",
    access: "super-admin",
    ownGuard: true,
    body: superAdminSettingsSchema,
    answers: { 200: superAdminSettingsAnswer },
    audit: audited("settings.updated", () => "super-admin settings"),
    errors: { 400: "validation_error", 401: "unauthorized", 403: "invalid_key", 429: "too_many_attempts" },
  },
});
