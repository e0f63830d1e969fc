/**
 * Close-ups and outdoor pictures that belong to the rooms: the bed-linen detail
 * of uno, the balcony of due, the balcony at sunset and the view from tre.
 */
import { drop, espressoSide, glassSide, leaf } from "./food";
import {
  balustrade,
  cloud,
  flowerBush,
  foliage,
  haze,
  lemonTree,
  palm,
  pottedPlant,
  railing,
  rooftops,
  sailboat,
  sea,
  sky,
  stonePine,
  umbrella,
} from "./outdoor";
import { C, circle, ellipse, g, line, path, rect, rng, shade, smoothD, Svg, type Pt, type Rng } from "./svg";

const W = 1600,
  H = 1200;

/** Soft pillow: a rounded blob with shading, a piped seam and a few folds. */
function pillow(s: Svg, r: Rng, x: number, y: number, w: number, h: number, color: string, tilt = 0): string {
  const pts: Pt[] = [
    [x, y + h * 0.08],
    [x + w * 0.25, y + h * 0.02],
    [x + w * 0.5, y + h * 0.06],
    [x + w * 0.75, y],
    [x + w, y + h * 0.1],
    [x + w * 1.02, y + h * 0.5],
    [x + w * 0.97, y + h * 0.92],
    [x + w * 0.7, y + h * 0.98],
    [x + w * 0.4, y + h * 1.02],
    [x + w * 0.05, y + h * 0.95],
    [x - w * 0.02, y + h * 0.5],
  ];
  const d = smoothD(pts);
  const folds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const fx = x + w * r.range(0.15, 0.85),
      fy = y + h * r.range(0.3, 0.75);
    folds.push(
      s.soft(
        path(`M${fx - w * 0.2} ${fy}Q${fx} ${fy - h * 0.1} ${fx + w * 0.22} ${fy + h * 0.06}`, "none", {
          stroke: shade(color, -0.14),
          "stroke-width": h * 0.04,
        }),
        h * 0.04,
        0.45,
      ),
    );
  }
  return g(
    [
      drop(s, path(d, "#000"), w * 0.02, h * 0.06, h * 0.06, 0.22),
      path(
        d,
        s.radial(
          [
            [0, shade(color, 0.5)],
            [0.6, color],
            [1, shade(color, -0.16)],
          ],
          x + w * 0.4,
          y + h * 0.35,
          Math.max(w, h) * 0.7,
        ),
      ),
      ...folds,
      path(d, "none", { stroke: shade(color, -0.12), "stroke-width": 3, opacity: 0.6 }),
    ],
    tilt ? { transform: `rotate(${tilt} ${x + w / 2} ${y + h / 2})` } : undefined,
  );
}

/** uno-2: the bed linen — pillows, cushion, turned-down sheet, folded towels and throw. */
export function unoLinen(): Svg {
  const s = new Svg(W, H);
  const r = rng(1202);
  // wall and upholstered headboard with channels
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.linear(
        [
          [0, "#e8d8c0"],
          [1, "#dcc6a6"],
        ],
        0,
        0,
        W,
        0,
      ),
    ),
  );
  s.add(
    rect(
      0,
      130,
      W,
      420,
      s.vert([
        [0, "#d6c2a4"],
        [1, "#c4ad8c"],
      ]),
      { rx: 40 },
    ),
  );
  for (let x = 60; x < W; x += 110)
    s.add(line(x, 160, x, 540, "#b39b7a", 3, { opacity: 0.6 }), line(x + 4, 160, x + 4, 540, "#e6d6be", 2, { opacity: 0.6 }));
  // mattress / duvet base
  s.add(
    path(
      `M-20 560Q800 520 1620 580L1620 1220L-20 1220Z`,
      s.vert([
        [0, "#fbfaf6"],
        [1, "#ebe6dd"],
      ]),
    ),
  );
  // pillows: back row then front row, cushion on top
  s.add(pillow(s, r, 90, 250, 760, 360, "#fbfaf6", -2), pillow(s, r, 780, 260, 760, 360, "#fbfaf6", 2));
  s.add(pillow(s, r, 170, 420, 660, 300, "#f7f4ee", 1), pillow(s, r, 800, 430, 660, 300, "#f7f4ee", -1));
  s.add(pillow(s, r, 560, 480, 440, 330, C.terracotta2, -4));
  for (let i = 0; i < 7; i++) s.add(line(600 + i * 55, 520, 610 + i * 55, 790, shade(C.terracotta2, -0.15), 3, { opacity: 0.4 }));
  // turned-down sheet with a hemstitch line
  s.add(
    path(
      `M-20 760Q800 720 1620 780L1620 880Q800 830 -20 870Z`,
      s.vert([
        [0, "#ffffff"],
        [1, "#efeae2"],
      ]),
    ),
  );
  s.add(path(`M-20 840Q800 800 1620 852`, "none", { stroke: C.terracotta2, "stroke-width": 4, "stroke-dasharray": "14 10", opacity: 0.8 }));
  s.add(s.soft(path(`M-20 885Q800 845 1620 895`, "none", { stroke: "#bdb4a6", "stroke-width": 12 }), 8, 0.6));
  // duvet folds
  for (let i = 0; i < 4; i++)
    s.add(
      s.soft(
        path(
          `M${r.range(-100, 600)} ${r.range(920, 1180)}Q${r.range(600, 900)} ${r.range(900, 1150)} ${r.range(1000, 1700)} ${r.range(950, 1200)}`,
          "none",
          { stroke: "#d6cfc4", "stroke-width": 26 },
        ),
        16,
        0.45,
      ),
    );
  // folded knit throw on the right
  const throwD = "M900 1010Q1250 960 1640 990L1640 1220L860 1220Q880 1110 900 1010Z";
  s.add(
    drop(s, path(throwD, "#000"), 0, -10, 14, 0.25),
    path(
      throwD,
      s.vert([
        [0, "#e2c49c"],
        [1, "#c9a678"],
      ]),
    ),
  );
  for (let y = 1030; y < 1220; y += 28)
    for (let x = 880; x < 1640; x += 32)
      s.add(path(`M${x} ${y}l16 14l16 -14`, "none", { stroke: "#b38f62", "stroke-width": 4, opacity: 0.5 }));
  s.add(path("M900 1010Q1250 960 1640 990", "none", { stroke: "#f0dcbc", "stroke-width": 10, opacity: 0.8 }));
  // folded towels with an olive sprig
  const towel = (x: number, y: number, w: number, h: number, c: string): string =>
    g([
      drop(s, rect(x, y, w, h, "#000", { rx: h * 0.35 }), 6, 14, 12, 0.25),
      rect(
        x,
        y,
        w,
        h,
        s.vert([
          [0, shade(c, 0.15)],
          [1, shade(c, -0.12)],
        ]),
        { rx: h * 0.35 },
      ),
      line(x + 20, y + h * 0.78, x + w - 20, y + h * 0.78, shade(c, -0.15), 3, { opacity: 0.6 }),
    ]);
  s.add(towel(170, 960, 560, 130, "#fbfaf6"), towel(200, 880, 500, 110, "#f8f6f1"), towel(240, 810, 420, 90, C.terracotta2));
  s.add(line(300, 830, 640, 790, "#6b5a3a", 5));
  for (let i = 0; i < 9; i++) s.add(leaf(320 + i * 36, 828 - i * 4.2, 60, i % 2 ? -40 : 200 + 20, i % 2 ? "#7f8f5e" : "#93a374"));
  return s;
}

/** Bistro chair in side view; (x, y) is where the front legs meet the floor. */
function bistroChair(x: number, y: number, h: number, color: string, flip = false): string {
  const d = flip ? -1 : 1;
  const k = h / 100;
  return g([
    line(x, y, x + 30 * k * d, y - 48 * k, color, 3 * k),
    line(x + 34 * k * d, y, x + 2 * k * d, y - 48 * k, color, 3 * k),
    line(x + 34 * k * d, y - 48 * k, x + 40 * k * d, y - 100 * k, color, 3.2 * k),
    path(
      `M${x - 4 * k * d} ${y - 48 * k}L${x + 38 * k * d} ${y - 48 * k}L${x + 36 * k * d} ${y - 54 * k}L${x - 2 * k * d} ${y - 54 * k}Z`,
      color,
    ),
    ...[0, 1, 2, 3].map((i) =>
      line(x + (36 + i * 1.3) * k * d, y - (62 + i * 11) * k, x + (36 + i * 1.3) * k * d + 0.1, y - (62 + i * 11) * k, color, 6 * k),
    ),
    path(`M${x + 35 * k * d} ${y - 58 * k}Q${x + 44 * k * d} ${y - 80 * k} ${x + 40 * k * d} ${y - 100 * k}`, "none", {
      stroke: color,
      "stroke-width": 8 * k,
      opacity: 0.9,
    }),
  ]);
}

/** Round bistro table with a cloth-free mosaic top; (x, y) floor point. */
function bistroTable(s: Svg, x: number, y: number, w: number, top: string): string {
  const ty = y - w * 0.72;
  return g([
    s.soft(ellipse(x + w * 0.1, y + 4, w * 0.55, w * 0.1, "#000"), 8, 0.3),
    line(x, y, x, ty, "#2e3a34", w * 0.04),
    path(`M${x - w * 0.22} ${y}Q${x} ${y - w * 0.08} ${x + w * 0.22} ${y}Z`, "#2e3a34"),
    ellipse(x, ty + w * 0.02, w / 2, w * 0.12, "#2e3a34"),
    ellipse(
      x,
      ty,
      w / 2,
      w * 0.12,
      s.radial(
        [
          [0, shade(top, 0.3)],
          [1, top],
        ],
        x - w * 0.15,
        ty - w * 0.04,
        w * 0.5,
      ),
    ),
  ]);
}

/** due-2: the family room's balcony with a small table, over the garden. */
export function dueBalcony(): Svg {
  const s = new Svg(W, H);
  const r = rng(2202);
  s.add(
    sky(s, 0, 0, W, 600, [
      [0, "#8cc4da"],
      [0.8, "#d6eaec"],
      [1, "#eef2e6"],
    ]),
  );
  s.add(cloud(s, r, 1100, 140, 340, "#ffffff", 0.85), cloud(s, r, 420, 90, 220, "#ffffff", 0.6));
  // garden and neighbouring houses below
  s.add(rooftops(s, r, 150, 400, 1400, 170, 3, "#dfe9ea"));
  s.add(
    rect(
      0,
      520,
      W,
      300,
      s.vert([
        [0, "#86a24c"],
        [1, "#6f8f3a"],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++)
    s.add(
      foliage(s, r, 60 + i * 190 + r.range(-30, 30), 560 + r.range(-30, 20), r.range(110, 160), r.range(70, 100), {
        base: r.pick(["#4f7c3a", "#5b8a45", "#44703a"]),
      }),
    );
  s.add(palm(s, r, 1280, 760, 420, -0.05), stonePine(s, r, 260, 700, 300));
  // balcony floor (terracotta tiles in perspective)
  s.add(
    path(
      "M0 820L1600 820L1600 1200L0 1200Z",
      s.vert([
        [0, "#c8764f"],
        [1, "#b05f3c"],
      ]),
    ),
  );
  for (let i = -10; i <= 10; i++) s.add(line(800 + i * 90, 820, 800 + i * 260, 1200, "#8e4630", 2, { opacity: 0.4 }));
  for (const y of [860, 920, 1000, 1100]) s.add(line(0, y, W, y, "#8e4630", 2, { opacity: 0.35 }));
  // iron railing
  s.add(railing(-10, W + 10, 520, 830, "#2e3a34", 46, 7));
  s.add(rect(-10, 508, W + 20, 18, "#3a4a42"));
  // potted plants and the table set for two
  s.add(pottedPlant(s, r, 200, 1010, 170, "lemon"), pottedPlant(s, r, 1440, 980, 150, "geranium"));
  s.add(bistroChair(560, 1060, 300, "#2f5d72"), bistroChair(1090, 1060, 300, "#2f5d72", true));
  s.add(bistroTable(s, 820, 1090, 380, "#f1ebe0"));
  s.add(espressoSide(s, 760, 812, 70), espressoSide(s, 880, 818, 70), glassSide(s, 940, 800, 50, 90, "#f39a2a", 0.7));
  s.add(pottedPlant(s, r, 820, 790, 46, "fern", "#cc5a3f"));
  // door frame and curtain at the sides (we look out from the room)
  s.add(
    rect(
      0,
      0,
      90,
      H,
      s.horiz([
        [0, "#e9e2d4"],
        [1, "#f7f3ec"],
      ]),
    ),
    rect(
      W - 90,
      0,
      90,
      H,
      s.horiz([
        [0, "#f7f3ec"],
        [1, "#e0d8ca"],
      ]),
    ),
  );
  s.add(
    path(
      "M90 0L300 0Q250 500 320 1200L90 1200Z",
      s.horiz([
        [0, "#f4f5f0", 0.95],
        [0.3, "#e3e7e0", 0.9],
        [0.6, "#f8f9f5", 0.9],
        [1, "#e8ece5", 0.85],
      ]),
    ),
  );
  return s;
}

/** Lantern with a candle (side view); (x, y) bottom centre. */
function lantern(s: Svg, x: number, y: number, h: number): string {
  const w = h * 0.5;
  return g([
    s.soft(circle(x, y - h * 0.4, h * 0.6, "#ffc870"), h * 0.25, 0.45),
    rect(x - w / 2, y - h * 0.8, w, h * 0.8, "#fff1c9", { opacity: 0.35 }),
    rect(x - w * 0.12, y - h * 0.45, w * 0.24, h * 0.35, "#fbf6ea"),
    ellipse(x, y - h * 0.5, w * 0.06, h * 0.06, "#ffb347"),
    path(`M${x - w / 2} ${y}L${x - w / 2} ${y - h * 0.8}L${x + w / 2} ${y - h * 0.8}L${x + w / 2} ${y}`, "none", {
      stroke: "#3a3632",
      "stroke-width": 4,
    }),
    path(`M${x - w * 0.6} ${y - h * 0.8}L${x} ${y - h}L${x + w * 0.6} ${y - h * 0.8}Z`, "#3a3632"),
    circle(x, y - h * 1.05, h * 0.06, "none", { stroke: "#3a3632", "stroke-width": 3 }),
  ]);
}

/** Wine glass (side view); (x, y) bottom centre. */
function wineGlass(s: Svg, x: number, y: number, h: number, wine: string): string {
  const w = h * 0.42;
  return g([
    ellipse(x, y, w * 0.4, w * 0.08, "#ffffff", { opacity: 0.6 }),
    line(x, y, x, y - h * 0.45, "#ffffff", 3, { opacity: 0.7 }),
    path(
      `M${x - w * 0.45} ${y - h * 0.72}Q${x - w * 0.4} ${y - h * 0.45} ${x} ${y - h * 0.45}Q${x + w * 0.4} ${y - h * 0.45} ${x + w * 0.45} ${y - h * 0.72}Z`,
      wine,
      { opacity: 0.9 },
    ),
    path(
      `M${x - w / 2} ${y - h}Q${x - w * 0.55} ${y - h * 0.45} ${x} ${y - h * 0.45}Q${x + w * 0.55} ${y - h * 0.45} ${x + w / 2} ${y - h}`,
      s.horiz([
        [0, "#ffffff", 0.35],
        [0.3, "#ffffff", 0.05],
        [1, "#ffffff", 0.2],
      ]),
      { stroke: "#ffffff", "stroke-width": 2, "stroke-opacity": 0.7 },
    ),
  ]);
}

/** tre-2: the private balcony at sunset — warm light on the roofs, pink sky over the sea. */
export function treBalconySunset(): Svg {
  const s = new Svg(W, H);
  const r = rng(3202);
  const horizon = 420;
  s.add(
    sky(s, 0, 0, W, horizon + 2, [
      [0, "#4f5d92"],
      [0.45, "#a98bb0"],
      [0.8, "#f0b4a0"],
      [1, "#f8cfa8"],
    ]),
  );
  s.add(haze(s, r, 100, 240, 1400, "#f6c0b0", 0.5, 7), haze(s, r, 300, 150, 900, "#c9a0c0", 0.4, 5));
  s.add(sea(s, r, 0, horizon, W, 150, { far: "#c9a7b8", mid: "#8a8fb8", near: "#5f72a0", streaks: 200 }));
  s.add(sailboat(s, 900, 470, 40, "#f3e6e6"));
  s.add(rooftops(s, r, -40, 540, W + 80, 400, 4, "#e8c0b0", 0.18, 0.4));
  s.add(palm(s, r, 240, 900, 380, 0.06, "#4a5a40"), palm(s, r, 1380, 880, 320, -0.05, "#4a5a40"));
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.vert([
        [0, "#f3a070", 0],
        [0.6, "#f3a070", 0.08],
        [1, "#f3a070", 0.2],
      ]),
    ),
  );
  // balcony floor, railing, table with two glasses, lantern, plants
  s.add(
    path(
      "M0 930L1600 930L1600 1200L0 1200Z",
      s.vert([
        [0, "#c98a62"],
        [1, "#a8654a"],
      ]),
    ),
  );
  for (let i = -8; i <= 8; i++) s.add(line(800 + i * 110, 930, 800 + i * 300, 1200, "#7e4a34", 2, { opacity: 0.35 }));
  s.add(balustrade(s, -10, W + 10, 760, 940, "#f1d9c4"));
  s.add(
    rect(
      0,
      760,
      W,
      180,
      s.vert([
        [0, "#f7b27a", 0.15],
        [1, "#6a3a4a", 0.18],
      ]),
    ),
  );
  s.add(bistroTable(s, 800, 1150, 360, "#f3e4d0"));
  s.add(wineGlass(s, 740, 880, 110, "#f0d27a"), wineGlass(s, 850, 884, 110, "#f0d27a"), lantern(s, 930, 890, 110));
  s.add(bistroChair(520, 1150, 280, "#f4efe6"), bistroChair(1080, 1150, 280, "#f4efe6", true));
  s.add(pottedPlant(s, r, 140, 1150, 170, "olive"), pottedPlant(s, r, 1480, 1160, 150, "geranium", "#b9623f"));
  s.add(flowerBush(s, r, 1540, 760, 120, 60, "#3c6a2e", C.bougainvillea, 30));
  return s;
}

/** tre-3: the panoramic view over the rooftops to the sea by day. */
export function treView(): Svg {
  const s = new Svg(W, H);
  const r = rng(3303);
  const horizon = 380;
  s.add(
    sky(s, 0, 0, W, horizon + 2, [
      [0, "#78b4cf"],
      [0.7, "#c9e2e8"],
      [1, "#eef0e2"],
    ]),
  );
  s.add(
    cloud(s, r, 350, 120, 320, "#ffffff", 0.85),
    cloud(s, r, 1200, 80, 260, "#ffffff", 0.75),
    cloud(s, r, 900, 220, 180, "#ffffff", 0.6),
  );
  s.add(sea(s, r, 0, horizon, W, 200, { far: "#7fb6c6", mid: C.sea500, near: "#2a8fae", streaks: 260 }));
  s.add(sailboat(s, 420, 420, 34), sailboat(s, 1150, 400, 20, "#e8e4dc", true), sailboat(s, 760, 450, 26));
  // beach strip with umbrellas and the seafront palms
  s.add(
    path(
      `M0 575Q800 560 1600 580L1600 640L0 640Z`,
      s.vert([
        [0, "#efdcbb"],
        [1, "#e2c79c"],
      ]),
    ),
  );
  for (let x = 20; x < W; x += 46)
    s.add(umbrella(s, x, 606 + Math.sin(x / 200) * 3, 12, x % 92 < 46 ? C.terracotta2 : C.sea500, "#f8f1e4"));
  s.add(rect(0, 630, W, 26, "#cfc6b4"));
  for (let x = 40; x < W; x += r.range(140, 260)) s.add(palm(s, r, x, 660 + r.range(-6, 6), r.range(110, 180), r.range(-0.1, 0.1)));
  // the town rooftops down to the seafront
  s.add(rooftops(s, r, -40, 660, W + 80, 520, 5, "#dfe9ea", 0.04, 0.4));
  s.add(stonePine(s, r, 1250, 1020, 260), lemonTree(s, r, 300, 1100, 260));
  // balcony rail in the foreground with a geranium
  s.add(
    rect(
      0,
      1110,
      W,
      90,
      s.vert([
        [0, "#f2ece2"],
        [1, "#d9cfbf"],
      ]),
    ),
    rect(0, 1100, W, 16, "#fbf7f0"),
  );
  s.add(pottedPlant(s, r, 1440, 1110, 150, "geranium"));
  return s;
}
