import { describe, expect, it } from "vitest";

import { asSaved, draftsFrom, isDirty, pickSettings, TEXT_FIELDS, type PanelSettings } from "~/features/settings/components/panel-settings";

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

  it("edits every text setting as text, null as empty", () => {
    const drafts = draftsFrom(saved);
    expect(Object.keys(drafts).sort()).toEqual([...TEXT_FIELDS].sort());
    expect(drafts.trackingCode).toBe("<script>1</script>");
    expect(drafts.bannerFooter).toBe("");
  });

  it("counts blank text as the saved null, and any other change as unsaved", () => {
    const drafts = draftsFrom(saved);
    expect(asSaved("   \n")).toBeNull();
    expect(isDirty({ ...drafts, bannerFooter: "  " }, saved, "bannerFooter")).toBe(false);
    expect(isDirty({ ...drafts, bannerFooter: "<b>x</b>" }, saved, "bannerFooter")).toBe(true);
    expect(isDirty(drafts, saved, "trackingCode")).toBe(false);
    expect(isDirty({ ...drafts, trackingCode: "<script>1</script> " }, saved, "trackingCode")).toBe(true);
    expect(isDirty({ ...drafts, trackingCode: "" }, saved, "trackingCode")).toBe(true);
  });
});
