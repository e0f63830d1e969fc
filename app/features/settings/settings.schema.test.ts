import { describe, expect, it } from "vitest";

import { isSiteSettingKey, siteSettingSchema, superAdminSettingsSchema } from "~/features/settings/settings.schema";

const settings = (overrides: Record<string, unknown> = {}) => ({
  siteOffline: false,
  trackingCode: null,
  bannerFooter: null,
  bannerMidSite: null,
  bannerMobileTop: null,
  bannerMobileMid1: null,
  bannerMobileMid2: null,
  bannerMobileBottom: null,
  ...overrides,
});

describe("site settings", () => {
  it("knows show_reviews_section and nothing else", () => {
    expect(isSiteSettingKey("show_reviews_section")).toBe(true);
    for (const key of ["site_offline", "", "__proto__", "constructor", "toString"]) expect(isSiteSettingKey(key)).toBe(false);
  });

  it("accepts only the texts 'true' and 'false'", () => {
    const schema = siteSettingSchema("show_reviews_section");
    expect(schema.safeParse({ value: "true" }).success).toBe(true);
    expect(schema.safeParse({ value: "false" }).success).toBe(true);
    for (const value of ["maybe", true, false, 1, "", null, "TRUE", undefined]) {
      expect(schema.safeParse({ value }).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe("superAdminSettingsSchema", () => {
  it("accepts the full settings object with or without the key", () => {
    expect(superAdminSettingsSchema.safeParse(settings()).success).toBe(true);
    const withKey = superAdminSettingsSchema.safeParse(settings({ superAdminKey: "k", siteOffline: true, bannerFooter: "<b>x</b>" }));
    expect(withKey.success).toBe(true);
    expect(withKey.data).toMatchObject({ siteOffline: true, bannerFooter: "<b>x</b>", superAdminKey: "k" });
  });

  it("stores an empty banner as null", () => {
    expect(superAdminSettingsSchema.safeParse(settings({ bannerFooter: "  " })).data?.bannerFooter).toBeNull();
  });

  it("refuses a non-boolean siteOffline and over-long HTML", () => {
    for (const bad of [
      { siteOffline: "yes" },
      { siteOffline: "true" },
      { siteOffline: undefined },
      { bannerFooter: "x".repeat(20_001) },
      { trackingCode: "x".repeat(20_001) },
      { bannerMobileBottom: 5 },
      { superAdminKey: 12 },
    ]) {
      expect(superAdminSettingsSchema.safeParse(settings(bad)).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
    expect(superAdminSettingsSchema.safeParse(settings({ bannerFooter: "x".repeat(20_000) })).success).toBe(true);
  });
});
