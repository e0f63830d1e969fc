/**
 * Outdoor scenes: the home hero and the about-page pictures.
 */
import {
  balustrade,
  bougainvillea,
  closedUmbrella,
  cloud,
  cypress,
  fishingBoat,
  flowerBush,
  foliage,
  haze,
  house,
  lawn,
  lemonTree,
  lounger,
  oliveTree,
  palm,
  pottedPlant,
  sailboat,
  sea,
  shoreline,
  sky,
  stonePine,
  sun,
  trabocco,
  umbrella,
} from "./outdoor";
import { C, circle, ellipse, g, line, mix, path, poly, rect, rng, shade, smoothD, Svg, type Pt } from "./svg";

const UMBRELLAS: readonly (readonly [string, string])[] = [
  [C.terracotta2, "#f8f1e4"],
  [C.sea500, "#f8f1e4"],
  ["#e0a53a", "#f8f1e4"],
  [C.sea700, "#f8f1e4"],
];

/** A row of beach umbrellas (with loungers) along y, from x0 to x1. */
export function umbrellaRow(s: Svg, x0: number, x1: number, y: number, r: number, step: number, offset = 0, loungers = true): string {
  const out: string[] = [];
  let i = offset;
  for (let x = x0; x <= x1; x += step, i++) {
    const [c1, c2] = UMBRELLAS[i % UMBRELLAS.length];
    if (loungers) out.push(lounger(x + r * 0.15, y + r * 0.5, r * 1.1, i % 2 ? "#f4efe6" : "#dfe9ec"));
    out.push(umbrella(s, x, y, r, c1, c2));
  }
  return g(out);
}

/** Sandy beach band with a soft gradient and sparse grain. */
function sand(s: Svg, y0: number, y1: number, w: number, top: (x: number) => number): string {
  const pts: Pt[] = [[0, y1]];
  for (let x = 0; x <= w; x += 40) pts.push([x, top(x)]);
  pts.push([w, y1]);
  return path(
    smoothD(pts, true, 0.3),
    s.linear(
      [
        [0, "#e9d3ad"],
        [0.4, "#efdcbb"],
        [1, "#e6cfa6"],
      ],
      0,
      y0,
      0,
      y1,
    ),
  );
}

/* ------------------------------------------------------------------ hero */

export function hero(): Svg {
  const W = 1600,
    H = 1067;
  const s = new Svg(W, H);
  const r = rng(7);
  const horizon = 440;
  const sunX = 1140,
    sunY = 392;
  s.add(
    sky(s, 0, 0, W, horizon + 2, [
      [0, "#7fb7cc"],
      [0.45, "#b9d8dc"],
      [0.8, "#f3dfc0"],
      [1, "#f9d7a6"],
    ]),
  );
  s.add(sun(s, sunX, sunY, 30, "#ffd690", 9));
  s.add(haze(s, r, 900, 330, 700, "#fff3dc", 0.55, 6));
  s.add(
    cloud(s, r, 1330, 180, 300, "#fffaf2", 0.8),
    cloud(s, r, 980, 120, 210, "#fffaf2", 0.65),
    cloud(s, r, 330, 95, 260, "#ffffff", 0.5),
  );
  // distant headland to the south (left)
  s.add(
    path(
      `M0 ${horizon}L0 ${horizon - 26}Q80 ${horizon - 40} 170 ${horizon - 22}Q260 ${horizon - 14} 330 ${horizon - 4}L360 ${horizon}Z`,
      "#a9bcc0",
      { opacity: 0.75 },
    ),
  );
  s.add(
    sea(s, r, 0, horizon, W, 262, {
      far: "#7fb0bf",
      mid: C.sea500,
      near: C.sea700,
      sunX,
      glint: "#fff0c4",
      streaks: 260,
      glitterSpread: 120,
    }),
  );
  // boats
  s.add(sailboat(s, 520, 520, 44), sailboat(s, 860, 470, 24, "#e8e4dc", true), sailboat(s, 250, 452, 14));
  s.add(fishingBoat(s, 1010, 560, 46, "#f4f1ea", C.terracotta2), fishingBoat(s, 700, 610, 58, "#f4f1ea", C.sea700, true));
  // beach
  const shoreY = (x: number): number => 694 + Math.sin(x / 520) * 6 + x * 0.004;
  s.add(sand(s, 690, 850, W, shoreY));
  s.add(shoreline(s, r, -10, W + 10, shoreY, 1.1));
  s.add(trabocco(s, [1170, shoreY(1170) + 4], [1262, 590], 1.3));
  s.add(umbrellaRow(s, 20, 1120, 736, 19, 54, 0));
  s.add(umbrellaRow(s, 0, 1600, 784, 24, 64, 2));
  // promenade and the tops of the seafront pines just below the terrace
  s.add(
    rect(
      0,
      806,
      W,
      40,
      s.linear(
        [
          [0, "#d9cfbd"],
          [1, "#c8baa2"],
        ],
        0,
        806,
        0,
        846,
      ),
    ),
  );
  for (let x = -60; x < W + 80; x += r.range(110, 170))
    s.add(
      foliage(s, r, x, 858 + r.range(-6, 6), r.range(90, 130), r.range(28, 40), { base: r.pick(["#3e5a2e", "#46663a", "#3a5530"]) }, 0.8),
    );
  s.add(palm(s, r, 1560, 880, 330, -0.07));
  // terrace: balustrade, floor, plants, bougainvillea
  s.add(
    rect(
      0,
      990,
      W,
      H - 990,
      s.linear(
        [
          [0, "#c9734f"],
          [1, "#a9573a"],
        ],
        0,
        990,
        0,
        H,
      ),
    ),
  );
  for (let i = -12; i <= 12; i++) s.add(line(800 + i * 60, 990, 800 + i * 260, H, "#8e4630", 2, { opacity: 0.35 }));
  for (const yy of [1010, 1036]) s.add(line(0, yy, W, yy, "#8e4630", 2, { opacity: 0.3 }));
  s.add(rect(0, 984, W, 14, "#000000", { opacity: 0.1 }));
  s.add(balustrade(s, -10, W + 10, 858, 992, "#ece2d0"));
  s.add(
    rect(
      0,
      858,
      W,
      134,
      s.linear(
        [
          [0, "#1a2a33", 0],
          [1, "#1a2a33", 0.18],
        ],
        0,
        858,
        0,
        992,
      ),
    ),
  );
  s.add(pottedPlant(s, r, 120, 1050, 120, "geranium"), pottedPlant(s, r, 290, 1062, 90, "fern", "#b9623f"));
  s.add(pottedPlant(s, r, 1380, 1058, 110, "olive"), pottedPlant(s, r, 1530, 1064, 100, "geranium", "#c0553a"));
  s.add(
    bougainvillea(
      s,
      r,
      [
        [1560, 20],
        [1480, 14],
        [1400, 4],
        [1590, 110],
        [1540, 80],
        [1600, 190],
        [1320, -6],
      ],
      46,
    ),
  );
  return s;
}

/* ------------------------------------------------------------------ about */

export function aboutHouse(): Svg {
  const W = 1600,
    H = 1200;
  const s = new Svg(W, H);
  const r = rng(21);
  s.add(
    sky(s, 0, 0, W, 760, [
      [0, "#7fb9d1"],
      [0.7, "#cfe5ea"],
      [1, "#f2ead8"],
    ]),
  );
  s.add(cloud(s, r, 300, 150, 320, "#ffffff", 0.8), cloud(s, r, 1300, 110, 260, "#ffffff", 0.7));
  s.add(cypress(s, 140, 760, 420), cypress(s, 1480, 760, 380), stonePine(s, r, 1320, 740, 330));
  for (let x = -40; x < W + 60; x += 120)
    s.add(
      foliage(s, r, x, 860 + r.range(-10, 10), r.range(90, 130), r.range(60, 90), { base: r.pick(["#4f7c3a", "#456f36", "#5b8a45"]) }, 0.7),
    );
  // house body
  const hx = 330,
    hw = 940,
    base = 880,
    hh = 560;
  const wall = "#f0c9a2";
  s.add(s.soft(rect(hx + 20, base - hh + 20, hw, hh, "#000000"), 18, 0.18));
  s.add(
    rect(
      hx,
      base - hh,
      hw,
      hh,
      s.linear(
        [
          [0, shade(wall, 0.1)],
          [0.7, wall],
          [1, shade(wall, -0.12)],
        ],
        hx,
        0,
        hx + hw,
        0,
      ),
    ),
  );
  s.add(rect(hx, base - hh, hw, 30, shade(wall, -0.12)));
  s.add(rect(hx, base - 40, hw, 40, shade(wall, -0.15)));
  // roof
  s.add(
    poly(
      [
        [hx - 40, base - hh + 4],
        [hx + 110, base - hh - 150],
        [hx + hw - 110, base - hh - 150],
        [hx + hw + 40, base - hh + 4],
      ],
      s.vert([
        [0, "#a9452f"],
        [1, C.terracotta2],
      ]),
    ),
  );
  for (let i = 1; i < 10; i++) {
    const yy = base - hh - i * 15;
    const inset = i * 15;
    s.add(line(hx - 40 + inset, yy, hx + hw + 40 - inset, yy, "#8e3a27", 2, { opacity: 0.45 }));
  }
  s.add(rect(hx - 44, base - hh, hw + 88, 12, "#8e3a27"));
  s.add(rect(hx + hw - 240, base - hh - 210, 50, 90, "#d9a783"), rect(hx + hw - 248, base - hh - 218, 66, 14, "#9d4a33"));
  // windows with green shutters
  const shutter = "#4f7a4e";
  const winX = [hx + 120, hx + 330, hx + 610, hx + 820];
  for (const y of [base - hh + 90, base - 250]) {
    for (const x of winX) {
      if (y > base - 300 && x === hx + 330) continue;
      const ww = 90,
        wh = 150;
      s.add(rect(x - ww / 2 - 6, y - 6, ww + 12, wh + 16, shade(wall, 0.35)));
      s.add(
        rect(
          x - ww / 2,
          y,
          ww,
          wh,
          s.vert([
            [0, "#31414c"],
            [1, "#4a5d68"],
          ]),
        ),
      );
      s.add(line(x, y, x, y + wh, shade(wall, 0.4), 4), line(x - ww / 2, y + wh * 0.4, x + ww / 2, y + wh * 0.4, shade(wall, 0.4), 4));
      for (const side of [-1, 1]) {
        const sx = side < 0 ? x - ww / 2 - 58 : x + ww / 2 + 4;
        s.add(
          rect(
            sx,
            y - 2,
            54,
            wh + 4,
            s.horiz([
              [0, shade(shutter, 0.1)],
              [1, shade(shutter, -0.15)],
            ]),
          ),
        );
        for (let k = 1; k < 12; k++)
          s.add(line(sx + 4, y + (k * wh) / 12, sx + 50, y + (k * wh) / 12, shade(shutter, -0.3), 2, { opacity: 0.7 }));
      }
      s.add(rect(x - ww / 2 - 12, y + wh + 6, ww + 24, 10, shade(wall, 0.3)));
      if (y < base - 300) s.add(flowerBush(s, r, x, y + wh + 2, 56, 16, "#4c7a36", "#d8373f", 12));
    }
  }
  // door with arch and bougainvillea
  const dx = hx + 470;
  s.add(path(`M${dx - 80} ${base}L${dx - 80} ${base - 230}A80 80 0 0 1 ${dx + 80} ${base - 230}L${dx + 80} ${base}Z`, shade(wall, 0.35)));
  s.add(
    path(
      `M${dx - 62} ${base}L${dx - 62} ${base - 228}A62 62 0 0 1 ${dx + 62} ${base - 228}L${dx + 62} ${base}Z`,
      s.vert([
        [0, "#6e4a30"],
        [1, "#4d321f"],
      ]),
    ),
  );
  s.add(line(dx, base - 290, dx, base, "#3c2617", 3), circle(dx - 14, base - 120, 5, "#d8b56a"), circle(dx + 14, base - 120, 5, "#d8b56a"));
  s.add(
    bougainvillea(
      s,
      r,
      [
        [dx - 120, base - 330],
        [dx - 40, base - 370],
        [dx + 50, base - 372],
        [dx + 130, base - 330],
        [dx + 150, base - 250],
        [dx - 140, base - 250],
        [dx + 160, base - 170],
      ],
      52,
    ),
  );
  s.add(rect(dx - 110, base, 220, 16, "#d8cdb8"));
  // garden: wall, gate, path, lawn, plants
  s.add(lawn(s, r, 0, base, W, H - base, "#86a24c"));
  s.add(
    poly(
      [
        [dx - 110, base + 16],
        [dx + 110, base + 16],
        [dx + 230, H],
        [dx - 230, H],
      ],
      s.vert([
        [0, "#e3d5bb"],
        [1, "#d6c4a2"],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++) {
    const t = i / 9;
    const yy = base + 16 + (H - base - 16) * t * t;
    s.add(line(dx - 110 - 120 * t * t, yy, dx + 110 + 120 * t * t, yy, "#bfae8c", 2, { opacity: 0.6 }));
  }
  s.add(
    flowerBush(s, r, hx + 120, base + 10, 140, 60, "#4f7c3a", "#f2f0ea", 30),
    flowerBush(s, r, hx + hw - 120, base + 14, 150, 62, "#4f7c3a", "#e58fb0", 30),
  );
  s.add(lemonTree(s, r, 180, 1010, 300), oliveTree(s, r, 1420, 1000, 320));
  s.add(pottedPlant(s, r, dx - 170, base + 60, 70, "geranium"), pottedPlant(s, r, dx + 170, base + 60, 70, "geranium"));
  // low garden wall with gate in the foreground
  s.add(
    rect(
      0,
      1090,
      dx - 150,
      110,
      s.vert([
        [0, "#f3e6d0"],
        [1, "#dccbb0"],
      ]),
    ),
    rect(
      dx + 150,
      1090,
      W - dx - 150,
      110,
      s.vert([
        [0, "#f3e6d0"],
        [1, "#dccbb0"],
      ]),
    ),
  );
  s.add(rect(0, 1080, dx - 140, 16, "#fbf4e8"), rect(dx + 140, 1080, W - dx - 140, 16, "#fbf4e8"));
  for (let x = dx - 140; x <= dx + 140; x += 20) s.add(line(x, 1096, x, H, "#3f4b3c", 4));
  s.add(line(dx - 140, 1110, dx + 140, 1110, "#3f4b3c", 5));
  return s;
}

/** Wrought-iron garden chair seen from the front-side; (x, y) seat centre. */
function gardenChair(x: number, y: number, k: number, flip: boolean): string {
  const d = flip ? -1 : 1;
  const iron = "#3f4b3c";
  return g([
    line(x - 40 * k * d, y, x - 46 * k * d, y + 120 * k, iron, 6 * k),
    line(x + 40 * k * d, y + 6 * k, x + 44 * k * d, y + 124 * k, iron, 6 * k),
    line(x + 44 * k * d, y, x + 52 * k * d, y - 140 * k, iron, 6 * k),
    line(x + 4 * k * d, y, x + 10 * k * d, y - 140 * k, iron, 6 * k),
    path(`M${x + 6 * k * d} ${y - 140 * k}Q${x + 30 * k * d} ${y - 170 * k} ${x + 54 * k * d} ${y - 140 * k}`, "none", {
      stroke: iron,
      "stroke-width": 6 * k,
    }),
    ...[0.3, 0.55, 0.8].map((t) => line(x + (4 + 6 * t) * k * d, y - 140 * k * t, x + (44 + 8 * t) * k * d, y - 140 * k * t, iron, 4 * k)),
    ellipse(x, y, 58 * k, 18 * k, iron),
    ellipse(x, y - 6 * k, 56 * k, 16 * k, "#e9e0cc"),
  ]);
}

export function aboutGarden(): Svg {
  const W = 1600,
    H = 1200;
  const s = new Svg(W, H);
  const r = rng(33);
  s.add(
    sky(s, 0, 0, W, 420, [
      [0, "#8cc2d6"],
      [1, "#e6efe6"],
    ]),
  );
  s.add(cloud(s, r, 420, 110, 300, "#ffffff", 0.8));
  // trees and a roof beyond the garden wall
  s.add(house(s, 1020, 380, 360, 170, { wall: "#efd3b0", floors: 2, windows: 3 }));
  s.add(cypress(s, 150, 420, 380), cypress(s, 230, 420, 300), stonePine(s, r, 620, 400, 300), cypress(s, 1500, 420, 360));
  // stone garden wall with coping and climbing jasmine
  s.add(
    rect(
      0,
      360,
      W,
      330,
      s.vert([
        [0, "#ecd6b6"],
        [1, "#dcc09a"],
      ]),
    ),
  );
  for (let row = 0; row < 6; row++)
    for (let i = 0; i < 12; i++) s.add(rect(i * 140 + (row % 2) * 70 - 40, 372 + row * 52, 132, 46, "#d2b48c", { opacity: 0.25, rx: 6 }));
  s.add(rect(0, 350, W, 20, "#f6ecdc"));
  for (let i = 0; i < 12; i++)
    s.add(
      flowerBush(
        s,
        r,
        60 + i * 140 + r.range(-20, 20),
        380 + r.range(-10, 30),
        r.range(80, 120),
        r.range(40, 70),
        "#4a7a38",
        "#fbf8f0",
        20,
      ),
    );
  s.add(
    bougainvillea(
      s,
      r,
      [
        [1180, 380],
        [1260, 420],
        [1340, 390],
      ],
      40,
    ),
  );
  // flower beds and lawn strip at the wall foot
  s.add(lawn(s, r, 0, 660, W, 80, "#86a24c"));
  s.add(flowerBush(s, r, 300, 680, 200, 60, "#56843f", "#e7a2c0", 30), flowerBush(s, r, 700, 675, 180, 55, "#56843f", "#f0eadf", 26));
  // gravel terrace with soft light
  s.add(
    rect(
      0,
      720,
      W,
      480,
      s.vert([
        [0, "#eadfc8"],
        [1, "#dccaa8"],
      ]),
    ),
  );
  for (let i = 0; i < 500; i++)
    s.add(circle(r.range(0, W), r.range(725, H), r.range(1, 3), r.pick(["#cbb894", "#f4ead6", "#bda984"]), { opacity: 0.6 }));
  s.add(rect(0, 716, W, 10, "#b9a27c", { opacity: 0.5 }));
  // the lemon tree and potted plants
  s.add(s.soft(ellipse(1260, 1030, 300, 60, "#3e3322"), 16, 0.3));
  s.add(lemonTree(s, r, 1240, 1030, 720));
  s.add(
    pottedPlant(s, r, 150, 960, 130, "lemon"),
    pottedPlant(s, r, 330, 1000, 90, "geranium"),
    pottedPlant(s, r, 1520, 1120, 110, "geranium", "#b9623f"),
  );
  // table with a cloth, a jug of lemonade and two chairs
  const tx = 740,
    ty = 930;
  s.add(s.soft(ellipse(tx + 40, ty + 170, 330, 60, "#3e3322"), 16, 0.3));
  s.add(gardenChair(tx - 290, ty + 40, 1.35, false), gardenChair(tx + 290, ty + 40, 1.35, true));
  s.add(line(tx, ty, tx, ty + 160, "#3f4b3c", 12), ellipse(tx, ty + 164, 80, 16, "#3f4b3c"));
  s.add(
    ellipse(tx, ty, 250, 62, "#3f4b3c"),
    ellipse(
      tx,
      ty - 8,
      246,
      60,
      s.vert([
        [0, "#fbf7ef"],
        [1, "#e9e1d2"],
      ]),
    ),
  );
  s.add(
    path(
      `M${tx - 246} ${ty - 8}Q${tx - 250} ${ty + 70} ${tx - 200} ${ty + 84}L${tx + 200} ${ty + 84}Q${tx + 250} ${ty + 70} ${tx + 246} ${ty - 8}Q${tx} ${ty + 56} ${tx - 246} ${ty - 8}Z`,
      "#f1ebe0",
    ),
  );
  s.add(
    path(`M${tx - 40} ${ty - 14}L${tx - 48} ${ty - 120}Q${tx - 26} ${ty - 132} ${tx + 12} ${ty - 126}L${tx + 20} ${ty - 14}Z`, "#f3d36a", {
      opacity: 0.9,
    }),
  );
  s.add(path(`M${tx - 48} ${ty - 120}L${tx - 50} ${ty - 146}L${tx + 14} ${ty - 146}L${tx + 12} ${ty - 126}`, "#e4eef0", { opacity: 0.8 }));
  s.add(
    rect(tx + 70, ty - 70, 34, 58, "#f3d36a", { opacity: 0.85, rx: 4 }),
    rect(tx - 150, ty - 66, 34, 58, "#f3d36a", { opacity: 0.85, rx: 4 }),
  );
  s.add(
    ellipse(tx + 150, ty - 8, 44, 12, "#d5a84a"),
    circle(tx + 136, ty - 20, 13, C.lemon),
    circle(tx + 160, ty - 18, 13, C.lemon),
    circle(tx + 148, ty - 30, 12, C.lemon),
  );
  // vine leaves from a pergola above, in the top corners
  s.add(foliage(s, r, 80, 20, 300, 90, { base: "#4a7535" }), foliage(s, r, 1560, 10, 260, 80, { base: "#4a7535" }));
  return s;
}

export function aboutBeach(): Svg {
  const W = 1600,
    H = 1200;
  const s = new Svg(W, H);
  const r = rng(45);
  const horizon = 470;
  s.add(
    sky(s, 0, 0, W, horizon + 2, [
      [0, "#86bfd4"],
      [0.6, "#d3e6e6"],
      [1, "#fbe3bd"],
    ]),
  );
  s.add(sun(s, 1060, 410, 34, "#ffd48a", 8));
  s.add(
    cloud(s, r, 420, 160, 340, "#fffaf0", 0.75),
    cloud(s, r, 1320, 230, 260, "#fffaf0", 0.6),
    haze(s, r, 700, 380, 800, "#fff0d8", 0.5, 5),
  );
  s.add(sea(s, r, 0, horizon, W, 250, { far: "#86b5c2", mid: C.sea500, near: "#2a8fae", sunX: 1060, streaks: 240, glitterSpread: 140 }));
  s.add(sailboat(s, 420, 520, 40), sailboat(s, 1300, 498, 22, "#e8e4dc", true), fishingBoat(s, 760, 560, 50, "#f4f1ea", C.terracotta2));
  // wave line and wet sand
  const shoreY = (x: number): number => 720 + Math.sin(x / 300) * 10;
  s.add(sand(s, 700, H, W, shoreY));
  s.add(
    path(
      smoothD(
        [
          [0, 726],
          [400, 760],
          [800, 742],
          [1200, 770],
          [1600, 750],
          [1600, 790],
          [0, 800],
        ],
        false,
      ),
      "#d7bd93",
      { opacity: 0.45 },
    ),
  );
  s.add(shoreline(s, r, -10, W + 10, shoreY, 1.6));
  // closed umbrellas in the morning, rows receding
  for (let row = 0; row < 3; row++) {
    const y = 830 + row * 120;
    const rr = 30 + row * 14;
    for (let i = 0; i < 12; i++) {
      const x = -60 + i * (150 + row * 40) + row * 50;
      if (x > W + 80) break;
      const [c1] = UMBRELLAS[(i + row) % UMBRELLAS.length];
      s.add(lounger(x + rr * 0.5, y + rr * 0.4, rr * 1.6, "#f4efe6"));
      s.add(closedUmbrella(x, y, rr, c1));
    }
  }
  // wooden walkway to the shore and a lifeguard chair
  s.add(
    poly(
      [
        [700, H],
        [900, H],
        [818, 760],
        [792, 760],
      ],
      "#b98a5a",
    ),
  );
  for (let i = 0; i < 26; i++) {
    const t = Math.pow(i / 26, 1.6);
    const y = 760 + (H - 760) * t;
    const hw = 13 + 87 * t;
    s.add(line(805 - hw, y, 805 + hw, y, "#8a6040", 1 + 3 * t, { opacity: 0.6 }));
  }
  s.add(
    line(1330, 900, 1300, 700, "#f4efe6", 8),
    line(1420, 900, 1440, 700, "#f4efe6", 8),
    line(1305, 760, 1436, 760, "#f4efe6", 6),
    rect(1290, 690, 160, 16, "#f4efe6"),
  );
  s.add(
    path("M1280 690L1370 620L1460 690Z", C.terracotta2),
    line(1370, 620, 1370, 560, "#6e6258", 4),
    path("M1370 560L1410 572L1370 584Z", C.terracotta2),
  );
  // footprints and a rake line in the sand
  for (let i = 0; i < 14; i++) s.add(ellipse(300 + i * 70 + (i % 2) * 14, 1130 - i * 22, 9, 4, "#c9ae84", { opacity: 0.6 }));
  for (let i = 0; i < 6; i++) s.add(line(0, 1170 + i * 6, W, 1150 + i * 6, "#d9c19a", 2, { opacity: 0.4 }));
  return s;
}

export function aboutOldTown(): Svg {
  const W = 1600,
    H = 1200;
  const s = new Svg(W, H);
  const r = rng(57);
  const horizon = 640;
  s.add(
    sky(s, 0, 0, W, horizon + 2, [
      [0, "#2c3f68"],
      [0.45, "#7a5d8c"],
      [0.8, "#e7917a"],
      [1, "#f6c28e"],
    ]),
  );
  s.add(haze(s, r, 0, 420, W, "#f7b28e", 0.5, 8), haze(s, r, 200, 300, 1200, "#c98aa0", 0.45, 6));
  for (let i = 0; i < 30; i++)
    s.add(circle(r.range(0, W), r.range(10, 260), r.range(0.8, 1.8), "#ffffff", { opacity: r.range(0.3, 0.8).toFixed(2) }));
  // far town silhouette with lit windows
  const town: string[] = [];
  let x = -20;
  while (x < W) {
    const bw = r.range(50, 120);
    const bh = r.range(60, 180);
    town.push(rect(x, horizon - bh, bw, bh + 2, mix("#3b3654", "#6a5270", r.next() * 0.4)));
    for (let k = 0; k < 6; k++)
      if (r.next() < 0.6) town.push(rect(x + r.range(6, bw - 12), horizon - r.range(14, bh - 10), 5, 7, "#ffd58a", { opacity: 0.85 }));
    x += bw * r.range(0.85, 1.05);
  }
  s.add(g(town));
  // water: river mouth / harbour
  s.add(
    sea(s, r, 0, horizon, W, H - horizon, {
      far: "#6d5a7c",
      mid: "#3f4f74",
      near: "#1f3150",
      sunX: 820,
      glint: "#f6c28e",
      streaks: 260,
      glitterSpread: 200,
    }),
  );
  for (let i = 0; i < 26; i++) {
    const lx = r.range(0, W);
    s.add(line(lx, horizon + r.range(8, 140), lx + r.range(-2, 2), horizon + r.range(150, 300), "#ffd58a", 2, { opacity: 0.12 }));
  }
  // the cable-stayed footbridge: curved deck, tilted white pylon and fan of cables
  const deck = (t: number): Pt => [120 + t * 1360, 760 - Math.sin(t * Math.PI) * 90];
  const deckPts: Pt[] = [];
  for (let i = 0; i <= 40; i++) deckPts.push(deck(i / 40));
  const deckUnder = deckPts.map(([px, py]) => [px, py + 16] as Pt).reverse();
  const pylonBase: Pt = [760, 680];
  const pylonTop: Pt = [880, 260];
  const cables: string[] = [];
  for (let i = 0; i <= 26; i++) {
    const t = i / 26;
    if (Math.abs(t - 0.47) < 0.04) continue;
    const [cx, cy] = deck(t);
    const k = 0.55 + 0.45 * (i / 26);
    cables.push(
      line(
        pylonTop[0] - (pylonTop[0] - pylonBase[0]) * (1 - k) * 0.3,
        pylonTop[1] + (pylonBase[1] - pylonTop[1]) * (1 - k) * 0.3,
        cx,
        cy,
        "#f3eef0",
        1.6,
        { opacity: 0.85 },
      ),
    );
  }
  s.add(g(cables));
  s.add(
    path(
      `M${pylonBase[0] - 14} ${pylonBase[1] + 60}L${pylonTop[0] - 6} ${pylonTop[1]}L${pylonTop[0] + 8} ${pylonTop[1] + 4}L${pylonBase[0] + 16} ${pylonBase[1] + 60}Z`,
      s.horiz([
        [0, "#fbf6f4"],
        [1, "#d9ccd4"],
      ]),
    ),
  );
  s.add(path(smoothD([...deckPts, ...deckUnder], true, 0.2), "#f4eef0"));
  s.add(path(smoothD(deckUnder, false, 0.2), "none", { stroke: "#b7a7b9", "stroke-width": 4 }));
  for (let i = 0; i <= 40; i += 2) {
    const [px, py] = deckPts[i];
    s.add(circle(px, py - 10, 2.4, "#ffe3a6"), s.soft(circle(px, py - 10, 7, "#ffd58a"), 4, 0.5));
  }
  // reflection of the bridge
  s.add(
    s.soft(
      path(
        smoothD(
          deckPts.map(([px, py]) => [px, 2 * 776 - py] as Pt),
          false,
        ),
        "none",
        { stroke: "#e9dfe8", "stroke-width": 10 },
      ),
      6,
      0.22,
    ),
  );
  // the pier on the right with lamps
  s.add(
    poly(
      [
        [1100, 880],
        [1600, 850],
        [1600, 900],
        [1100, 910],
      ],
      "#3a3450",
    ),
  );
  for (let px = 1130; px < W; px += 90) {
    const py = 880 - ((px - 1100) / 500) * 30;
    s.add(line(px, py, px, py - 60, "#28243a", 3), s.soft(circle(px, py - 64, 12, "#ffd58a"), 6, 0.8), circle(px, py - 64, 4, "#fff2cc"));
  }
  s.add(
    rect(
      0,
      1060,
      W,
      140,
      s.vert([
        [0, "#2a2840"],
        [1, "#1c1a2c"],
      ]),
    ),
  );
  s.add(line(0, 1060, W, 1060, "#5a5272", 4));
  for (let px = 60; px < W; px += 200)
    s.add(line(px, 1060, px, 980, "#1c1a2c", 5), s.soft(circle(px, 972, 14, "#ffd58a"), 8, 0.8), circle(px, 972, 6, "#fff2cc"));
  s.add(palm(s, r, 1500, 1080, 360, -0.05, "#2e3a34"), palm(s, r, 110, 1080, 320, 0.08, "#2e3a34"));
  return s;
}
