import type { SuperAdminSettingsInput } from "~/features/settings/settings.schema";

/** What the panel reads and sends back whole on every save. */
export type PanelSettings = Omit<SuperAdminSettingsInput, "trackingHosts"> & { trackingHosts: string | null };

export const DESKTOP_BANNERS = ["bannerFooter", "bannerMidSite"] as const;
export const MOBILE_BANNERS = ["bannerMobileTop", "bannerMobileMid1", "bannerMobileMid2", "bannerMobileBottom"] as const;
export type BannerField = (typeof DESKTOP_BANNERS)[number] | (typeof MOBILE_BANNERS)[number];

/** The settings edited as text; they can hold unsaved drafts, each kept under its own name. */
export type TextField = "trackingCode" | "trackingHosts" | BannerField;
export const TEXT_FIELDS: readonly TextField[] = ["trackingCode", "trackingHosts", ...DESKTOP_BANNERS, ...MOBILE_BANNERS];

/** Keeps exactly the fields the API accepts, whatever else the row carries (id, updatedAt). */
export function pickSettings(row: Omit<PanelSettings, "trackingHosts"> & { trackingHosts?: string | null }): PanelSettings {
  return {
    siteOffline: row.siteOffline,
    trackingCode: row.trackingCode,
    trackingHosts: row.trackingHosts ?? null,
    bannerFooter: row.bannerFooter,
    bannerMidSite: row.bannerMidSite,
    bannerMobileTop: row.bannerMobileTop,
    bannerMobileMid1: row.bannerMobileMid1,
    bannerMobileMid2: row.bannerMobileMid2,
    bannerMobileBottom: row.bannerMobileBottom,
  };
}

/** A text setting as its box shows it: null as empty. */
export const asText = (saved: string | null): string => saved ?? "";

/** The server stores blank text as null, so a blank draft equals a saved null. */
export const asSaved = (draft: string): string | null => (draft.trim() === "" ? null : draft);

/** Two texts of a setting are the same when the server would store the same value for both. */
export const sameSetting = (a: string, b: string): boolean => asSaved(a) === asSaved(b);

/**
 * What one save sends: the settings as last saved with only this change, so unsaved drafts of
 * the other fields are never sent by accident.
 */
export function settingsWith(saved: PanelSettings, change: Partial<PanelSettings>): PanelSettings {
  return { ...pickSettings(saved), ...change };
}
