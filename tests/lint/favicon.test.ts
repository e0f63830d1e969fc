import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { drawFavicon } from "../../scripts/favicon.mjs";

describe("the pages' icon", () => {
  it("is the PNG scripts/favicon.mjs draws from public/favicon.svg (run it after changing the drawing)", async () => {
    const committed = fs.readFileSync(new URL("../../public/favicon.png", import.meta.url));
    const drawn: Buffer = await drawFavicon();
    const pixels = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
    expect(await sharp(committed).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
    expect((await pixels(committed)).equals(await pixels(drawn))).toBe(true);
  });
});
