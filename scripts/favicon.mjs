// Draws public/favicon.png from public/favicon.svg: `node scripts/favicon.mjs` after changing the
// drawing (a test checks that they match). The pages carry the PNG, not the SVG: a browser builds
// a whole SVG document on the page's main thread to draw an SVG icon, 5-30 ms on the bench machine
// while the panel hydrates, and decodes a 32-pixel PNG in a fraction of a millisecond.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const SIZE = 32;
const svg = fileURLToPath(new URL("../public/favicon.svg", import.meta.url));
const png = fileURLToPath(new URL("../public/favicon.png", import.meta.url));

/** The icon's pixels (RGBA, SIZE × SIZE) as drawn from the SVG. */
export async function drawFavicon() {
  // The drawing is 64 units wide: at 72 × SIZE / 64 dpi it renders at SIZE pixels.
  return sharp(svg, { density: (72 * SIZE) / 64 })
    .resize(SIZE, SIZE)
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(png, await drawFavicon());
  console.log(`Wrote ${png} (${fs.statSync(png).size} bytes)`);
}
