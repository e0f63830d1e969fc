import { describe, expect, it } from "vitest";

import { looksLikeBot, MIN_FILL_MS } from "./bot-check";

describe("looksLikeBot", () => {
  it("lets through a client that sends neither field (the API's clients, a page without its script)", () => {
    expect(looksLikeBot({ firstName: "Giulia" })).toBe(false);
    expect(looksLikeBot({ website: "", fillMs: "" })).toBe(false);
    expect(looksLikeBot({ website: null, fillMs: null })).toBe(false);
    expect(looksLikeBot(undefined)).toBe(false);
  });

  it("catches the hidden field filled in, whatever its type", () => {
    expect(looksLikeBot({ website: "https://spam.example" })).toBe(true);
    expect(looksLikeBot({ website: 1 })).toBe(true);
    expect(looksLikeBot({ website: "   " })).toBe(false);
  });

  it("catches a form sent faster than a person fills it, or with a nonsense time", () => {
    expect(looksLikeBot({ fillMs: String(MIN_FILL_MS - 1) })).toBe(true);
    expect(looksLikeBot({ fillMs: 0 })).toBe(true);
    expect(looksLikeBot({ fillMs: "soon" })).toBe(true);
    expect(looksLikeBot({ fillMs: String(MIN_FILL_MS) })).toBe(false);
    expect(looksLikeBot({ fillMs: 45_000, website: "" })).toBe(false);
  });
});
