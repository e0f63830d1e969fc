import { z } from "zod";

import { MAX_TRACKING_HOSTS, splitTrackingHosts, trackingHostOrigin } from "~/features/settings/tracking-hosts";
import { LIMITS, SETTING_KEYS } from "~/lib/constants";
import { emptyToNull } from "~/lib/validation";

/** Each site setting the owner can change, with the values it accepts. */
const onOff = { default: "true", value: z.enum(["true", "false"], { error: "errors.invalidSettingValue" }) };

export const SITE_SETTINGS = {
  [SETTING_KEYS.showReviewsSection]: onOff,
  [SETTING_KEYS.prearrivalMail]: onOff,
  [SETTING_KEYS.poststayMail]: onOff,
} as const satisfies Record<string, typeof onOff>;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(SITE_SETTINGS, key);
}

export function siteSettingSchema(key: SiteSettingKey) {
  return z.object({ value: SITE_SETTINGS[key].value });
}

/** The site settings' keys, as PUT and GET /api/settings/:key take them. */
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS) as [SiteSettingKey, ...SiteSettingKey[]];

/**
 * PUT /api/settings/:key's body, whatever the key: every site setting is an on/off switch
 * (SITE_SETTINGS is checked to be so), so one schema serves them all.
 */
export const siteSettingInputSchema = z.object({ value: onOff.value });

const html = (max: number) =>
  z.preprocess(emptyToNull, z.string({ error: "errors.invalidSettingValue" }).max(max, { error: "errors.tooLong" }).nullable());

/**
 * Extra analytics origins for the public pages' connect-src: text, one https origin per line
 * (a JSON array is also accepted), stored normalized one per line; null when empty. Absent
 * from a request: left as stored.
 */
const trackingHosts = z
  .preprocess(
    (value) => emptyToNull(Array.isArray(value) && value.every((v) => typeof v === "string") ? value.join("\n") : value),
    z
      .string({ error: "errors.invalidSettingValue" })
      .max(4000, { error: "errors.tooLong" })
      .nullable()
      .superRefine((text, ctx) => {
        const items = splitTrackingHosts(text);
        const bad = items.find((item) => trackingHostOrigin(item) === null);
        if (bad !== undefined) ctx.addIssue({ code: "custom", message: "errors.invalidTrackingHost", params: { host: bad.slice(0, 100) } });
        else if (new Set(items.map(trackingHostOrigin)).size > MAX_TRACKING_HOSTS) {
          ctx.addIssue({ code: "custom", message: "errors.tooManyTrackingHosts", params: { max: MAX_TRACKING_HOSTS } });
        }
      })
      .transform((text) =>
        text === null ? null : [...new Set(splitTrackingHosts(text).map((item) => trackingHostOrigin(item)!))].join("\n"),
      ),
  )
  .optional();

/** PUT /api/super-admin/settings: the full settings object plus the key. */
export const superAdminSettingsSchema = z.object({
  superAdminKey: z.string().max(200).optional(),
  siteOffline: z.boolean({ error: "errors.invalidSettingValue" }),
  trackingCode: html(LIMITS.trackingCode),
  trackingHosts,
  bannerFooter: html(LIMITS.bannerHtml),
  bannerMidSite: html(LIMITS.bannerHtml),
  bannerMobileTop: html(LIMITS.bannerHtml),
  bannerMobileMid1: html(LIMITS.bannerHtml),
  bannerMobileMid2: html(LIMITS.bannerHtml),
  bannerMobileBottom: html(LIMITS.bannerHtml),
});

export type SuperAdminSettingsInput = Omit<z.infer<typeof superAdminSettingsSchema>, "superAdminKey">;
