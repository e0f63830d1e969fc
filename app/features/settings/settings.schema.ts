import { z } from "zod";
import { LIMITS, SETTING_KEYS } from "~/lib/constants";
import { emptyToNull } from "~/lib/validation";

/** Each site setting the owner can change, with the values it accepts. */
export const SITE_SETTINGS = {
  [SETTING_KEYS.showReviewsSection]: { default: "true", value: z.enum(["true", "false"], { error: "errors.invalidSettingValue" }) },
} as const;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(SITE_SETTINGS, key);
}

export function siteSettingSchema(key: SiteSettingKey) {
  return z.object({ value: SITE_SETTINGS[key].value });
}

const html = (max: number) => z.preprocess(emptyToNull, z.string({ error: "errors.invalidSettingValue" }).max(max, { error: "errors.tooLong" }).nullable());

/** PUT /api/super-admin/settings: the full settings object plus the key (SPEC §7). */
export const superAdminSettingsSchema = z.object({
  superAdminKey: z.string().max(200).optional(),
  siteOffline: z.boolean({ error: "errors.invalidSettingValue" }),
  trackingCode: html(LIMITS.trackingCode),
  bannerFooter: html(LIMITS.bannerHtml),
  bannerMidSite: html(LIMITS.bannerHtml),
  bannerMobileTop: html(LIMITS.bannerHtml),
  bannerMobileMid1: html(LIMITS.bannerHtml),
  bannerMobileMid2: html(LIMITS.bannerHtml),
  bannerMobileBottom: html(LIMITS.bannerHtml),
});

export type SuperAdminSettingsInput = Omit<z.infer<typeof superAdminSettingsSchema>, "superAdminKey">;
