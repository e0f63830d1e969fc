import type { SuperAdminSettingsInput } from "~/features/settings/settings.schema";

/** What the panel reads and sends back whole on every save. */
export type PanelSettings = Omit<SuperAdminSettingsInput, "trackingHosts"> & { trackingHosts: string | null };

export const DESKTOP_BANNERS = ["bannerFooter", "bannerMidSite"] as const;
export const MOBILE_BANNERS = ["bannerMobileTop", "bannerMobileMid1", "bannerMobileMid2", "bannerMobileBottom"] as const;
export type BannerField = (typeof DESKTOP_BANNERS)[number] | (typeof MOBILE_BANNERS)[number];

/** The settings edited as text; they can hold unsaved drafts. */
export type TextField = "trackingCode" | "trackingHosts" | BannerField;
export const TEXT_FIELDS: readonly TextField[] = ["trackingCode", "trackingHosts", ...DESKTOP_BANNERS, ...MOBILE_BANNERS];

export type Drafts = Record<TextField, string>;

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

export function draftsFrom(settings: PanelSettings): Drafts {
  return Object.fromEntries(TEXT_FIELDS.map((f) => [f, settings[f] ?? ""])) as Drafts;
}

/** The server stores blank text as null, so a blank draft equals a saved null. */
export const asSaved = (draft: string): string | null => (draft.trim() === "" ? null : draft);

export function isDirty(drafts: Drafts, saved: PanelSettings, field: TextField): boolean {
  return asSaved(drafts[field]) !== saved[field];
}
