import { expect, test } from "@playwright/test";

/**
 * The home page's photo, its largest paint: asked for in the document's first bytes, once, and
 * at the size the screen needs: on an upright phone its 2:3 crop, on a wide screen the 3:2 picture.
 */
test("the hero photo is preloaded ahead of the stylesheet and fetched once, cropped upright on a phone", async ({ page, isMobile }) => {
  const requested: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/images/hero/")) requested.push(new URL(req.url()).pathname);
  });
  const res = await page.goto("/");
  const html = await res!.text();
  const preload = html.indexOf('<link rel="preload" as="image"');
  expect(preload).toBeGreaterThan(-1);
  expect(preload).toBeLessThan(html.indexOf('<link rel="stylesheet"'));

  const hero = page.getByRole("img", { name: /Il mare Adriatico al mattino/ });
  await expect(hero).toHaveJSProperty("complete", true);
  const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  if (isMobile) expect(shown).toMatch(/^\/images\/hero\/adriatic-morning-portrait-\d+\.avif$/);
  else expect(shown).toMatch(/^\/images\/hero\/adriatic-morning-\d+\.avif$/);
  // The preload and the picture agree: no second file for the same photo.
  expect(requested).toEqual([shown]);
});
