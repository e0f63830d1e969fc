import { describe, expect, it } from "vitest";

import {
  asSaved,
  asText,
  pickSettings,
  sameSetting,
  settingsWith,
  type PanelSettings,
} from "~/features/settings/components/panel-settings";

const saved: PanelSettings = {
  siteOffline: false,
  trackingCode: "<script>1</script>",
  trackingHosts: null,
  bannerFooter: null,
  bannerMidSite: null,
  bannerMobileTop: null,
  bannerMobileMid1: null,
  bannerMobileMid2: null,
  bannerMobileBottom: null,
};

describe("the panel's settings", () => {
  it("sends exactly the fields the API accepts, never the row's id or date", () => {
    const row = { ...saved, id: 1, updatedAt: new Date() } as PanelSettings;
    expect(Object.keys(pickSettings(row)).sort()).toEqual(Object.keys(saved).sort());
  });

  it("edits a text setting as text, null as empty", () => {
    expect(asText(saved.trackingCode)).toBe("<script>1</script>");
    expect(asText(saved.bannerFooter)).toBe("");
  });

  it("counts blank text as the saved null, and any other change as unsaved", () => {
    expect(asSaved("   \n")).toBeNull();
    expect(sameSetting("  ", asText(saved.bannerFooter))).toBe(true);
    expect(sameSetting("<b>x</b>", asText(saved.bannerFooter))).toBe(false);
    expect(sameSetting("<script>1</script>", asText(saved.trackingCode))).toBe(true);
    expect(sameSetting("<script>1</script> ", asText(saved.trackingCode))).toBe(false);
    expect(sameSetting("", asText(saved.trackingCode))).toBe(false);
  });

  it("sends one change over the settings as saved, never another field's draft nor the row's id", () => {
    const row = { ...saved, id: 1 } as PanelSettings;
    expect(settingsWith(row, { bannerFooter: "<b>x</b>" })).toEqual({ ...saved, bannerFooter: "<b>x</b>" });
    expect(settingsWith(row, { siteOffline: true })).toEqual({ ...saved, siteOffline: true });
  });
});
