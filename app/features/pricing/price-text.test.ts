import { describe, expect, it } from "vitest";

import { formatPriceAmount, lowestPrice, pricesByRoom } from "~/features/pricing/price-text";

describe("formatPriceAmount", () => {
  it("shows a range with an en dash and amounts in the page's number format", () => {
    expect(formatPriceAmount("70-85", "it")).toBe("70–85");
    expect(formatPriceAmount("85", "en")).toBe("85");
    expect(formatPriceAmount("70.5", "it")).toBe("70,50");
    expect(formatPriceAmount("70.5", "en")).toBe("70.50");
    expect(formatPriceAmount("1200", "de")).toBe("1.200");
  });

  it("shows text that is not a price as typed", () => {
    expect(formatPriceAmount(" su richiesta ", "it")).toBe("su richiesta");
  });
});

describe("lowestPrice", () => {
  it("takes the lowest amount, counting a range from its low end", () => {
    expect(lowestPrice(["85", "60"])).toBe(60);
    expect(lowestPrice(["70-85", "75"])).toBe(70);
    expect(lowestPrice(["90", null])).toBe(90);
  });

  it("is null when the room has no price", () => {
    expect(lowestPrice([null, undefined])).toBeNull();
    expect(lowestPrice([])).toBeNull();
  });
});

describe("pricesByRoom", () => {
  it("groups by room and leaves a missing season null", () => {
    const map = pricesByRoom([
      { season: "high", pricePerNight: "85", room: { slug: "uno" } },
      { season: "low", pricePerNight: "60", room: { slug: "uno" } },
      { season: "low", pricePerNight: "100", room: { slug: "due" } },
      { season: "winter", pricePerNight: "1", room: { slug: "due" } },
    ]);
    expect(map.get("uno")).toEqual({ high: "85", low: "60" });
    expect(map.get("due")).toEqual({ high: null, low: "100" });
    expect(map.get("tre")).toBeUndefined();
  });
});
