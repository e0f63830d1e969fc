import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationBytes } from "./deferred-hydration";

/** A document in the shape React Router writes, with text in the four languages around its scripts. */
const page = (boot: boolean) =>
  `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>` +
  `<title>Frühstück — Casa Brezza · Desayuno: 12 € ☕</title></head><body><h1>Camere è colazione, niños, ß</h1>` +
  (boot
    ? `<script nonce="n0nce" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\n` +
      `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-3.js");</script>`
    : "") +
  `<p>Übernachtung ab 90 €, señora 🌊</p></body></html>`;

describe("deferHydrationBytes", () => {
  it("gives the same bytes as deferHydration on the decoded text, for a page with characters beyond Latin-1", () => {
    const html = page(true);
    const expected = Buffer.from(deferHydration(html), "utf8");
    const bytes = deferHydrationBytes(Buffer.from(html, "utf8"));
    expect(bytes.equals(expected)).toBe(true);
    const text = bytes.toString("utf8");
    // The boot script was rewritten (the check that the patterns matched at all) and the text kept.
    expect(text).not.toContain('rel="modulepreload"');
    expect(text).toContain('const [route0] = await Promise.all([import("/assets/root-2.js")]);');
    expect(text).toContain("Frühstück — Casa Brezza · Desayuno: 12 € ☕");
    expect(text).toContain("<p>Übernachtung ab 90 €, señora 🌊</p>");
  });

  it("returns a document without React Router's boot script as it was", () => {
    const input = Buffer.from(page(false), "utf8");
    expect(deferHydrationBytes(input)).toBe(input);
  });
});
