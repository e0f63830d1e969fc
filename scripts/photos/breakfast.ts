/**
 * The twelve breakfast pictures (01–12; 05 and 12 wide) and the room-service
 * tray of room quattro. Flat lays are drawn top-down, still lifes side-on.
 */
import {
  backdrop,
  basketTop,
  beans,
  bowlTop,
  breadSlice,
  cluster,
  cornettoTop,
  cupTop,
  drop,
  espressoSide,
  flowerVase,
  glassSide,
  grissini,
  jarSide,
  kiwiSlice,
  leaf,
  linen,
  marble,
  moka,
  napkin,
  orangeHalf,
  plateTop,
  rollTop,
  roundFruit,
  spoon,
  strawberry,
  trayTop,
  woodTop,
} from "./food";
import { balustrade, cloud, pottedPlant, sailboat, sea, sky, sun } from "./outdoor";
import { C, circle, ellipse, g, line, path, rect, rng, shade, smoothD, Svg, type Pt, type Rng } from "./svg";

const SQ = 1600;

/* ------------------------------------------------------------------ side-view pieces */

/** Cornetto in profile: an arched, segmented pastry; (x, y) bottom centre. */
function cornettoSide(s: Svg, x: number, y: number, w: number): string {
  const h = w * 0.4;
  const top: Pt[] = [];
  const n = 24;
  for (let i = 0; i <= n; i++) {
    const t = -1 + (2 * i) / n;
    const body = Math.pow(1 - t * t, 0.8);
    const bump = 0.1 * Math.abs(Math.sin((t + 1) * Math.PI * 2.5)) * body;
    top.push([x + t * w * 0.5, y + h * 0.12 * t * t - h * (body * 0.9 + bump)]);
  }
  const bottom: Pt[] = [
    [x + w * 0.42, y + h * 0.02],
    [x, y + h * 0.04],
    [x - w * 0.42, y + h * 0.02],
  ];
  const d = smoothD([...top, ...bottom], true, 0.9);
  const segs: string[] = [];
  for (const f of [-0.6, -0.2, 0.2, 0.6]) {
    const px = x + f * w * 0.5;
    const py = y - h * Math.pow(1 - f * f, 0.8) * 0.9;
    segs.push(
      path(`M${px - w * 0.02} ${y}Q${px + w * 0.05} ${(y + py) / 2} ${px} ${py + h * 0.05}`, "none", {
        stroke: "#8a4a1c",
        "stroke-width": w * 0.014,
        opacity: 0.55,
      }),
    );
  }
  return g([
    ellipse(x + w * 0.06, y + h * 0.05, w * 0.52, h * 0.12, "#000", { opacity: 0.2 }),
    path(
      d,
      s.radial(
        [
          [0, "#f4c274"],
          [0.55, "#d98c3d"],
          [1, "#94501e"],
        ],
        0.45,
        0.25,
        0.8,
        { obb: true },
      ),
    ),
    ...segs,
    path(`M${x - w * 0.18} ${y - h * 0.78}Q${x} ${y - h * 0.9} ${x + w * 0.18} ${y - h * 0.78}`, "none", {
      stroke: "#fff1d2",
      "stroke-width": w * 0.025,
      opacity: 0.5,
      "stroke-linecap": "round",
    }),
  ]);
}

/** Bowl seen slightly from above with a heap of contents; (x, y) bottom centre. */
function bowlSide(s: Svg, x: number, y: number, w: number, color: string, heap: string): string {
  const h = w * 0.38;
  const rimY = y - h;
  return g([
    ellipse(x + w * 0.1, y, w * 0.55, w * 0.08, "#000", { opacity: 0.18 }),
    heap,
    path(
      `M${x - w / 2} ${rimY}Q${x - w * 0.48} ${y} ${x} ${y}Q${x + w * 0.48} ${y} ${x + w / 2} ${rimY}Q${x} ${rimY + w * 0.12} ${x - w / 2} ${rimY}Z`,
      s.horiz([
        [0, shade(color, -0.2)],
        [0.35, shade(color, 0.2)],
        [1, shade(color, -0.3)],
      ]),
    ),
    path(`M${x - w / 2} ${rimY}Q${x} ${rimY + w * 0.12} ${x + w / 2} ${rimY}`, "none", {
      stroke: shade(color, 0.35),
      "stroke-width": w * 0.015,
    }),
  ]);
}

/** Heap of round fruit/berries above a rim (side view). */
function heap(s: Svg, r: Rng, x: number, rimY: number, w: number, colors: readonly string[], size: number): string {
  const out: string[] = [];
  for (let row = 0; row < 3; row++) {
    const n = 5 - row;
    for (let i = 0; i < n; i++) {
      const px = x - w * 0.36 + ((i + 0.5) / n) * w * 0.72 * (1 - row * 0.22) + w * 0.08 * row + r.range(-6, 6);
      const py = rimY - row * size * 1.2 + size * 0.3;
      const c = r.pick(colors);
      const rr = size * r.range(0.85, 1.15);
      out.push(
        circle(
          px,
          py,
          rr,
          s.radial(
            [
              [0, shade(c, 0.35)],
              [0.6, c],
              [1, shade(c, -0.35)],
            ],
            px - rr * 0.35,
            py - rr * 0.4,
            rr * 1.4,
          ),
        ),
      );
    }
  }
  return g(out);
}

/** Parfait glass: layered yogurt, granola and berries; (x, y) bottom centre. */
function parfait(s: Svg, r: Rng, x: number, y: number, w: number, h: number): string {
  const layers: [number, number, string][] = [
    [0.02, 0.22, "#f7f3ea"],
    [0.22, 0.38, "#c99858"],
    [0.38, 0.46, "#b0233a"],
    [0.46, 0.7, "#f7f3ea"],
    [0.7, 0.82, "#c99858"],
  ];
  const bw = w * 0.86;
  const out: string[] = [ellipse(x + w * 0.12, y, w * 0.65, w * 0.09, "#000", { opacity: 0.16 })];
  const clip = s.clipD(`M${x - w / 2 + 4} ${y - h}L${x + w / 2 - 4} ${y - h}L${x + bw / 2 - 4} ${y - 6}L${x - bw / 2 + 4} ${y - 6}Z`);
  const inner: string[] = [];
  for (const [a, b, c] of layers) {
    const wave = (t: number): string => `Q${x} ${y - h * t + r.range(-10, 10)} ${x + w / 2} ${y - h * t + r.range(-6, 6)}`;
    inner.push(
      path(
        `M${x - w / 2} ${y - h * a}${wave(a)}L${x + w / 2} ${y - h * b}Q${x} ${y - h * b - 8} ${x - w / 2} ${y - h * b}Z`,
        s.horiz([
          [0, shade(c, -0.12)],
          [0.35, shade(c, 0.1)],
          [1, shade(c, -0.2)],
        ]),
      ),
    );
    if (c === "#c99858")
      for (let k = 0; k < 14; k++)
        inner.push(circle(x + r.range(-w / 2, w / 2), y - h * r.range(a, b), r.range(3, 7), r.pick(["#a87238", "#e0b878", "#8a5a2a"])));
  }
  out.push(g(inner, { "clip-path": clip }));
  out.push(ellipse(x, y - h * 0.82, w * 0.48, w * 0.08, "#e0b878"));
  out.push(
    cluster(s, r, x - w * 0.1, y - h * 0.86, 4, w * 0.07, "#3a3f8a"),
    cluster(s, r, x + w * 0.12, y - h * 0.88, 3, w * 0.08, "#c8283c"),
  );
  out.push(leaf(x + w * 0.02, y - h * 0.92, w * 0.22, -60, "#5b9a45"));
  out.push(glassSide(s, x, y, w, h, null));
  return g(out);
}

/** Glass jug of juice with a handle; (x, y) bottom centre. */
function jug(s: Svg, x: number, y: number, w: number, h: number, juice: string): string {
  return g([
    path(
      `M${x + w * 0.42} ${y - h * 0.8}Q${x + w * 0.85} ${y - h * 0.78} ${x + w * 0.78} ${y - h * 0.45}Q${x + w * 0.7} ${y - h * 0.22} ${x + w * 0.42} ${y - h * 0.2}`,
      "none",
      { stroke: "#ffffff", "stroke-width": w * 0.07, opacity: 0.6, "stroke-linecap": "round" },
    ),
    glassSide(s, x, y, w, h, juice, 0.78, 0.92),
    path(`M${x - w / 2} ${y - h}L${x - w * 0.62} ${y - h * 1.05}L${x - w * 0.5} ${y - h * 0.94}Z`, "#ffffff", { opacity: 0.5 }),
  ]);
}

/** Orange half seen at an angle (side view) with segments. */
function orangeHalfSide(s: Svg, x: number, y: number, r: number): string {
  const seg: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    seg.push(line(x, y - r * 0.55, x + Math.cos(a) * r * 0.8, y - r * 0.55 + Math.sin(a) * r * 0.42, "#fff1c9", r * 0.035));
  }
  return g([
    ellipse(x + r * 0.15, y + r * 0.05, r * 1.1, r * 0.22, "#000", { opacity: 0.18 }),
    path(
      `M${x - r} ${y - r * 0.55}Q${x - r} ${y + r * 0.05} ${x} ${y + r * 0.05}Q${x + r} ${y + r * 0.05} ${x + r} ${y - r * 0.55}Z`,
      s.horiz([
        [0, "#c9641a"],
        [0.4, "#f39a2a"],
        [1, "#b8560f"],
      ]),
    ),
    ellipse(x, y - r * 0.55, r, r * 0.5, "#fbe2b0"),
    ellipse(
      x,
      y - r * 0.55,
      r * 0.9,
      r * 0.44,
      s.radial(
        [
          [0, "#ffc061"],
          [1, "#f39a2a"],
        ],
        x,
        y - r * 0.55,
        r,
      ),
    ),
    ...seg,
  ]);
}

/** Whole orange with a leaf (side view). */
function orangeWhole(s: Svg, x: number, y: number, r: number): string {
  return g([
    ellipse(x + r * 0.2, y + r * 0.9, r * 1.05, r * 0.2, "#000", { opacity: 0.2 }),
    circle(
      x,
      y,
      r,
      s.radial(
        [
          [0, "#ffc46a"],
          [0.6, "#f08a1c"],
          [1, "#b8560f"],
        ],
        x - r * 0.35,
        y - r * 0.4,
        r * 1.4,
      ),
    ),
    circle(x - r * 0.35, y - r * 0.4, r * 0.15, "#ffffff", { opacity: 0.4 }),
    leaf(x + r * 0.05, y - r * 0.95, r * 0.8, -25, "#3f7a30"),
  ]);
}

/** Ring cake (ciambellone) in profile with sugar; (x, y) bottom centre. */
function ciambelloneSide(s: Svg, r: Rng, x: number, y: number, w: number): string {
  const h = w * 0.42;
  const hump = (k: number): string =>
    `M${x - w / 2} ${y}C${x - w / 2} ${y - h * 0.72 * k} ${x - w * 0.42} ${y - h * k} ${x - w * 0.25} ${y - h * k}` +
    `C${x - w * 0.12} ${y - h * k} ${x - w * 0.08} ${y - h * 0.76 * k} ${x} ${y - h * 0.76 * k}` +
    `C${x + w * 0.08} ${y - h * 0.76 * k} ${x + w * 0.12} ${y - h * k} ${x + w * 0.25} ${y - h * k}` +
    `C${x + w * 0.42} ${y - h * k} ${x + w / 2} ${y - h * 0.72 * k} ${x + w / 2} ${y}Z`;
  const ridges: string[] = [];
  for (const f of [-0.4, -0.28, -0.15, 0.15, 0.28, 0.4])
    ridges.push(
      path(`M${x + f * w} ${y - 4}Q${x + f * w * 0.9} ${y - h * 0.5} ${x + f * w * 0.62} ${y - h * 0.95}`, "none", {
        stroke: "#7e4418",
        "stroke-width": w * 0.01,
        opacity: 0.35,
      }),
    );
  const sugar: string[] = [];
  for (let i = 0; i < 110; i++) {
    const t = r.range(-0.45, 0.45);
    const top = y - h * (Math.abs(t) < 0.1 ? 0.78 : 0.98 - Math.pow(Math.max(0, Math.abs(t) - 0.25) / 0.25, 2) * 0.35);
    sugar.push(circle(x + t * w, top + r.range(0, h * 0.12), r.range(1.5, 3.5), "#fffaf2", { opacity: r.range(0.6, 1).toFixed(2) }));
  }
  return g([
    path(
      hump(1),
      s.radial(
        [
          [0, "#e8ad62"],
          [0.6, "#b8702f"],
          [1, "#7e4418"],
        ],
        0.35,
        0.15,
        0.95,
        { obb: true },
      ),
    ),
    ...ridges,
    g([path(hump(1), "#fbf4e6")], {
      "clip-path": s.clipD(
        `M${x - w} ${y - h * 1.1}L${x + w} ${y - h * 1.1}L${x + w} ${y - h * 0.82}Q${x} ${y - h * 0.55} ${x - w} ${y - h * 0.82}Z`,
      ),
      opacity: "0.85",
    }),
    ...sugar,
  ]);
}

/** Cake stand (side view): plate on a pedestal; returns the y of the plate top. */
function cakeStand(s: Svg, x: number, y: number, w: number, color = "#f6f3ec"): { svg: string; top: number } {
  const top = y - w * 0.28;
  return {
    top,
    svg: g([
      ellipse(x + w * 0.1, y, w * 0.3, w * 0.05, "#000", { opacity: 0.2 }),
      path(`M${x - w * 0.2} ${y}Q${x} ${y - w * 0.06} ${x + w * 0.2} ${y}Z`, shade(color, -0.1)),
      rect(
        x - w * 0.04,
        top,
        w * 0.08,
        y - top - w * 0.02,
        s.horiz([
          [0, shade(color, -0.2)],
          [0.4, shade(color, 0.2)],
          [1, shade(color, -0.3)],
        ]),
      ),
      ellipse(
        x,
        top,
        w / 2,
        w * 0.06,
        s.vert([
          [0, shade(color, 0.2)],
          [1, shade(color, -0.2)],
        ]),
      ),
    ]),
  };
}

/** Slice of ciambellone on its side with the crumb visible (3/4 view). */
function cakeSlice(s: Svg, r: Rng, x: number, y: number, w: number): string {
  const h = w * 0.5;
  const face = `M${x - w / 2} ${y}L${x + w * 0.3} ${y}L${x + w * 0.5} ${y - h * 0.35}L${x - w * 0.3} ${y - h * 0.35}Z`;
  const crumb = `M${x - w / 2} ${y}L${x + w * 0.3} ${y}L${x + w * 0.3} ${y - h * 0.75}Q${x - w * 0.1} ${y - h * 1.05} ${x - w / 2} ${y - h * 0.7}Z`;
  const holes: string[] = [];
  for (let i = 0; i < 30; i++)
    holes.push(
      ellipse(x + r.range(-w * 0.45, w * 0.25), y - r.range(h * 0.05, h * 0.65), r.range(2, 5), r.range(1.5, 3.5), "#e0b468", {
        opacity: 0.7,
      }),
    );
  const swirl = path(
    `M${x - w * 0.4} ${y - h * 0.3}C${x - w * 0.2} ${y - h * 0.55} ${x} ${y - h * 0.1} ${x + w * 0.2} ${y - h * 0.4}`,
    "none",
    { stroke: "#7a4a22", "stroke-width": h * 0.09, opacity: 0.55, "stroke-linecap": "round" },
  );
  return g([
    ellipse(x, y + 4, w * 0.6, h * 0.12, "#000", { opacity: 0.2 }),
    path(face, "#b8702f"),
    path(
      crumb,
      s.radial(
        [
          [0, "#fbe3a6"],
          [1, "#efc877"],
        ],
        0.4,
        0.5,
        0.7,
        { obb: true },
      ),
    ),
    swirl,
    ...holes,
    path(`M${x - w / 2} ${y - h * 0.7}Q${x - w * 0.1} ${y - h * 1.05} ${x + w * 0.3} ${y - h * 0.75}`, "none", {
      stroke: "#a8622a",
      "stroke-width": h * 0.08,
    }),
    path(`M${x - w * 0.45} ${y - h * 0.74}Q${x - w * 0.1} ${y - h * 1.04} ${x + w * 0.28} ${y - h * 0.8}`, "none", {
      stroke: "#fffaf2",
      "stroke-width": h * 0.05,
      opacity: 0.85,
    }),
  ]);
}

/** Plate seen from a low angle (side view ellipse). */
function plateSide(s: Svg, x: number, y: number, w: number, color = "#fbf9f4"): string {
  return g([
    ellipse(x + w * 0.06, y + w * 0.04, w * 0.52, w * 0.1, "#000", { opacity: 0.18 }),
    ellipse(
      x,
      y,
      w / 2,
      w * 0.11,
      s.vert([
        [0, shade(color, 0.2)],
        [1, shade(color, -0.15)],
      ]),
    ),
    ellipse(x, y - w * 0.01, w * 0.34, w * 0.065, shade(color, -0.04)),
  ]);
}

/** Cappuccino cup (side view); (x, y) bottom centre. */
function cappuccinoSide(s: Svg, x: number, y: number, w: number): string {
  return g([espressoSide(s, x, y, w, "#fbf9f4")]);
}

/** Wicker bread basket (side view) with rolls and grissini; (x, y) bottom centre. */
function basketSide(s: Svg, x: number, y: number, w: number): string {
  const h = w * 0.32;
  const rolls: string[] = [];
  for (const [dx, dy, rr] of [
    [-0.25, 0.05, 0.17],
    [0.05, 0.12, 0.2],
    [0.3, 0.04, 0.16],
  ] as const) {
    const cx = x + dx * w,
      cy = y - h - dy * w;
    rolls.push(
      ellipse(
        cx,
        cy,
        rr * w,
        rr * w * 0.7,
        s.radial(
          [
            [0, "#f0c37a"],
            [0.6, "#d2924a"],
            [1, "#9c5d26"],
          ],
          0.4,
          0.3,
          0.8,
          { obb: true },
        ),
      ),
    );
    rolls.push(
      path(`M${cx - rr * w * 0.6} ${cy - rr * w * 0.1}Q${cx} ${cy - rr * w * 0.45} ${cx + rr * w * 0.6} ${cy - rr * w * 0.1}`, "none", {
        stroke: "#f6deb0",
        "stroke-width": w * 0.012,
      }),
    );
  }
  const sticks = [-0.1, 0.0, 0.08].map((f, i) =>
    line(x + f * w, y - h, x + f * w + (i - 1) * w * 0.12, y - h - w * 0.5, "#e2b56e", w * 0.022),
  );
  const weave: string[] = [];
  for (let i = 1; i < 5; i++)
    weave.push(
      line(x - w / 2 + w * 0.03 * i, y - h + (h * i) / 5, x + w / 2 - w * 0.03 * i, y - h + (h * i) / 5, "#7e5026", 2, { opacity: 0.45 }),
    );
  return g([
    ellipse(x + w * 0.08, y, w * 0.55, w * 0.07, "#000", { opacity: 0.2 }),
    ...sticks,
    ...rolls,
    path(
      `M${x - w / 2} ${y - h}L${x + w / 2} ${y - h}L${x + w * 0.4} ${y}L${x - w * 0.4} ${y}Z`,
      s.horiz([
        [0, "#9c6a36"],
        [0.4, "#d9a86a"],
        [1, "#8a5a2c"],
      ]),
    ),
    ...weave,
  ]);
}

/* ------------------------------------------------------------------ the twelve pictures */

/** 01: cappuccino and cornetto on a marble bar counter. */
export function b01(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1001);
  s.add(marble(s, r, SQ, SQ));
  s.add(napkin(s, 980, 180, 520, 420, 12, C.terracotta2));
  s.add(cupTop(s, 560, 640, 190, "cappuccino", "#fbf9f4", 40));
  s.add(spoon(350, 900, 260, -20));
  s.add(plateTop(s, 1060, 1080, 360));
  s.add(cornettoTop(s, r, 1060, 1050, 520, -15));
  s.add(beans(r, 360, 1320, 160, 12, 14), beans(r, 1350, 560, 80, 6, 14));
  s.add(
    drop(s, circle(1370, 1420, 110, "#000"), 8, 14, 10, 0.25),
    circle(1370, 1420, 110, "#eef6f7"),
    circle(1370, 1420, 94, "#f6a23a"),
    circle(1340, 1390, 30, "#ffd089", { opacity: 0.7 }),
  );
  return s;
}

/** 02: fresh fruit bowl on a wooden table. */
export function b02(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1002);
  s.add(woodTop(s, r, SQ, SQ, "#b9875a"));
  s.add(bowlTop(s, 800, 800, 560, "#f4efe6", "#f7f2ea"));
  s.add(cluster(s, r, 560, 560, 14, 38, "#6d2f5a"), cluster(s, r, 1070, 1080, 12, 36, "#a9c25a"));
  s.add(orangeHalf(s, 620, 940, 140), orangeHalf(s, 860, 1120, 125));
  s.add(kiwiSlice(s, 1020, 560, 110), kiwiSlice(s, 1150, 720, 100), kiwiSlice(s, 940, 700, 95));
  s.add(roundFruit(s, 780, 520, 105, "#f3a340", "#e0603a"), roundFruit(s, 1120, 930, 100, "#f3a340", "#e0603a"));
  for (const [x, y, a] of [
    [520, 760, 20],
    [720, 760, -30],
    [820, 900, 60],
    [1000, 880, -10],
    [660, 1080, 40],
  ] as const)
    s.add(strawberry(s, r, x, y, 120, a));
  s.add(cluster(s, r, 940, 1000, 10, 24, "#2f3a7a"));
  s.add(leaf(1000, 420, 140, -20), leaf(480, 1000, 130, 140));
  s.add(
    strawberry(s, r, 1400, 300, 130, 30),
    orangeHalf(s, 240, 1380, 130),
    kiwiSlice(s, 1380, 1400, 105),
    cluster(s, r, 220, 260, 7, 26, "#2f3a7a"),
  );
  return s;
}

/** 03: jams and honey jars. */
export function b03(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1003);
  s.add(backdrop(s, r, SQ, SQ, 1020, ["#f3e6d0", "#e8d2b2"], ["#c89a6a", "#9c6c42"]));
  s.add(jarSide(s, 380, 1160, 300, 420, "#e8862a", "#c8283c"));
  s.add(jarSide(s, 1220, 1150, 280, 380, "#6e2244", "#4f7a3a"));
  s.add(jarSide(s, 800, 1200, 340, 540, "#e9a93a", null, "#b07a4a"));
  // honey dipper leaning on a small dish
  s.add(
    ellipse(1060, 1420, 200, 40, "#000", { opacity: 0.15 }),
    ellipse(1050, 1400, 190, 42, "#fbf9f4"),
    ellipse(1050, 1396, 140, 28, "#f2d28a"),
  );
  s.add(line(900, 1390, 1180, 1280, "#b07a4a", 16));
  for (let i = 0; i < 5; i++)
    s.add(ellipse(920 + i * 18, 1383 - i * 7, 14, 34 - i * 2, i % 2 ? "#c88a4a" : "#e9b366", { transform: "rotate(-22 960 1370)" }));
  s.add(path("M965 1398Q960 1420 972 1430", "none", { stroke: "#e9a93a", "stroke-width": 10, "stroke-linecap": "round" }));
  // bread with apricot jam on a plate
  s.add(plateSide(s, 440, 1440, 460));
  s.add(bowlSide(s, 440, 1420, 220, "#fbf9f4", ellipse(440, 1340, 100, 22, "#e07a22")));
  s.add(line(470, 1345, 600, 1240, "#c9ccd0", 12), ellipse(470, 1345, 30, 14, "#c9ccd0"));
  return s;
}

/** 04: yogurt and granola. */
export function b04(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1004);
  s.add(backdrop(s, r, SQ, SQ, 980, ["#eef0ea", "#dfe3d8"], ["#f3ede2", "#ddd2c0"]));
  s.add(parfait(s, r, 560, 1200, 300, 560), parfait(s, r, 1000, 1160, 260, 470));
  const granola: string[] = [];
  for (let i = 0; i < 70; i++)
    granola.push(
      circle(
        1180 + r.range(-150, 150),
        1310 + r.range(-40, 30) - Math.abs(r.range(0, 50)),
        r.range(6, 12),
        r.pick(["#c99858", "#a87238", "#e0b878"]),
      ),
    );
  s.add(bowlSide(s, 1180, 1440, 380, "#e9e1d2", g(granola)));
  for (let i = 0; i < 40; i++) {
    const x = r.range(150, 1500),
      y = r.range(1420, 1560);
    s.add(
      ellipse(x, y, r.range(6, 10), r.range(3, 5), r.pick(["#e6cf9e", "#d5b77c"]), {
        transform: `rotate(${r.int(0, 180)} ${x.toFixed(0)} ${y.toFixed(0)})`,
        opacity: 0.9,
      }),
    );
  }
  s.add(cluster(s, r, 330, 1470, 5, 20, "#3a3f8a"), cluster(s, r, 760, 1500, 3, 22, "#c8283c"));
  s.add(spoon(200, 1320, 320, 10));
  return s;
}

/** 05 (wide): a table set on the terrace with the sea behind. */
export function b05(): Svg {
  const W = 1600,
    H = 800;
  const s = new Svg(W, H);
  const r = rng(1005);
  const horizon = 300;
  s.add(
    sky(s, 0, 0, W, horizon + 2, [
      [0, "#8cc4da"],
      [0.7, "#d4e8ea"],
      [1, "#f6e6c8"],
    ]),
  );
  s.add(sun(s, 1250, 250, 22, "#ffd98a", 7), cloud(s, r, 400, 90, 260, "#ffffff", 0.7));
  s.add(sea(s, r, 0, horizon, W, 140, { far: "#86b5c2", mid: C.sea500, near: C.sea700, sunX: 1250, streaks: 160, glitterSpread: 60 }));
  s.add(sailboat(s, 560, 352, 36), sailboat(s, 980, 322, 18, "#e8e4dc", true));
  s.add(balustrade(s, -10, W + 10, 410, 520, "#efe6d6"));
  s.add(pottedPlant(s, r, 110, 540, 140, "lemon"), pottedPlant(s, r, 1510, 540, 120, "geranium"));
  // table top with cloth
  s.add(
    path(
      "M-20 520L1620 520L1620 800L-20 800Z",
      s.vert([
        [0, "#f4eee4"],
        [1, "#e8dfcf"],
      ]),
    ),
  );
  for (let x = -400; x < 2000; x += 50) s.add(line(800 + (x - 800) * 0.5, 520, x, 800, "#d8cdb8", 1.2, { opacity: 0.35 }));
  s.add(rect(0, 516, W, 8, "#000000", { opacity: 0.08 }));
  // items, back to front
  s.add(flowerVase(s, r, 800, 600, 170, "#f4f1ea"));
  s.add(basketSide(s, 540, 640, 330));
  s.add(jug(s, 1080, 640, 150, 260, "#f39a2a"));
  s.add(glassSide(s, 1240, 690, 100, 150, "#f39a2a", 0.7), glassSide(s, 370, 700, 100, 150, "#f39a2a", 0.6));
  s.add(orangeWhole(s, 690, 650, 42), orangeWhole(s, 610, 670, 36));
  s.add(cappuccinoSide(s, 760, 760, 160), cappuccinoSide(s, 950, 720, 140));
  s.add(plateSide(s, 1360, 790, 380), cornettoSide(s, 1350, 778, 240));
  s.add(plateSide(s, 220, 800, 400), cornettoSide(s, 210, 788, 250));
  return s;
}

/** 06: freshly squeezed orange juice. */
export function b06(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1006);
  s.add(backdrop(s, r, SQ, SQ, 1000, ["#f6ead6", "#efd7b3"], ["#dcc6a0", "#b99a6e"]));
  s.add(jug(s, 640, 1220, 330, 640, "#f39a2a"));
  s.add(glassSide(s, 1020, 1260, 200, 330, "#f39a2a", 0.8), glassSide(s, 1300, 1180, 180, 300, "#f39a2a", 0.45));
  s.add(orangeHalfSide(s, 320, 1420, 150), orangeHalfSide(s, 1120, 1460, 140));
  s.add(orangeWhole(s, 1380, 1330, 110), orangeWhole(s, 220, 1180, 95));
  s.add(leaf(860, 1470, 160, -10, "#3f7a30"), leaf(820, 1450, 130, 30, "#4f8a35"));
  return s;
}

/** 07: local cheeses and prosciutto on a board. */
export function b07(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1007);
  s.add(linen(s, r, SQ, SQ, "#efe7da"));
  const bx = 180,
    by = 260,
    bw = 1240,
    bh = 1080;
  s.add(drop(s, rect(bx, by, bw, bh, "#000", { rx: 60 }), 14, 24, 18, 0.3));
  s.add(rect(bx + bw - 40, by + bh / 2 - 60, 160, 120, "#b88654", { rx: 60 }), circle(bx + bw + 70, by + bh / 2, 24, "#efe7da"));
  s.add(
    rect(
      bx,
      by,
      bw,
      bh,
      s.linear(
        [
          [0, "#d9a870"],
          [1, "#b88654"],
        ],
        bx,
        by,
        bx + bw,
        by + bh,
      ),
      { rx: 60 },
    ),
  );
  for (let i = 0; i < 16; i++)
    s.add(
      path(
        `M${bx + 40} ${by + 60 + i * 64}Q${bx + bw / 2} ${by + 60 + i * 64 + r.range(-14, 14)} ${bx + bw - 40} ${by + 60 + i * 64 + r.range(-8, 8)}`,
        "none",
        { stroke: "#a8744a", "stroke-width": 2, opacity: 0.35 },
      ),
    );
  // pecorino wedges
  const wedge = (x: number, y: number, k: number, a: number): string =>
    g(
      [
        drop(s, path(`M0 0L${k} ${-k * 0.32}L${k} ${k * 0.32}Z`, "#000"), 8, 12, 8, 0.3),
        path(
          `M0 0L${k} ${-k * 0.32}L${k} ${k * 0.32}Z`,
          s.linear(
            [
              [0, "#fbe7a8"],
              [1, "#efcf7a"],
            ],
            0,
            0,
            1,
            0,
            true,
          ),
        ),
        path(`M${k} ${-k * 0.32}L${k} ${k * 0.32}L${k * 1.07} ${k * 0.3}L${k * 1.07} ${-k * 0.3}Z`, "#c98f3a"),
        ...[0.4, 0.6, 0.75].map((t, i) => circle(k * t, (i - 1) * k * 0.08, k * 0.02, "#e9c46a")),
      ],
      { transform: `translate(${x} ${y}) rotate(${a})` },
    );
  s.add(wedge(300, 520, 330, -15), wedge(330, 640, 300, 8));
  // cheese cubes
  for (let i = 0; i < 6; i++) {
    const x = 360 + (i % 3) * 90,
      y = 930 + Math.floor(i / 3) * 90;
    s.add(
      drop(s, rect(x, y, 70, 70, "#000", { rx: 8 }), 5, 8, 6, 0.25),
      rect(
        x,
        y,
        70,
        70,
        s.linear(
          [
            [0, "#fff4cc"],
            [1, "#f0d48a"],
          ],
          0,
          0,
          1,
          1,
          true,
        ),
        { rx: 8 },
      ),
    );
  }
  // prosciutto ribbons
  const ribbon = (x: number, y: number, len: number, a: number): string => {
    const pts: Pt[] = [];
    for (let i = 0; i <= 8; i++) pts.push([(i / 8) * len, Math.sin(i * 1.3) * len * 0.08]);
    const top = pts.map(([px, py]) => [px, py - len * 0.13] as Pt);
    const bot = [...pts].reverse().map(([px, py]) => [px, py + len * 0.13] as Pt);
    const body = smoothD([...top, ...bot], true, 0.8);
    const fat = smoothD(
      pts.map(([px, py]) => [px, py - len * 0.11] as Pt),
      false,
    );
    return g(
      [
        drop(s, path(body, "#000"), 6, 10, 8, 0.25),
        path(
          body,
          s.linear(
            [
              [0, "#f0a0a0"],
              [0.35, "#dc6a72"],
              [1, "#b8424f"],
            ],
            0,
            0,
            0,
            1,
            true,
          ),
        ),
        path(fat, "none", { stroke: "#fdf1ec", "stroke-width": len * 0.055, "stroke-linecap": "round", opacity: 0.95 }),
        path(
          smoothD(
            pts.map(([px, py]) => [px, py - len * 0.03] as Pt),
            false,
          ),
          "none",
          { stroke: "#f6b0ae", "stroke-width": len * 0.02, opacity: 0.6 },
        ),
      ],
      { transform: `translate(${x} ${y}) rotate(${a})` },
    );
  };
  for (let i = 0; i < 5; i++) s.add(ribbon(760 + (i % 2) * 40, 420 + i * 95, 460, r.range(-10, 10)));
  // olives, grapes, grissini
  s.add(bowlTop(s, 1180, 1080, 120, "#f4efe6"), cluster(s, r, 1180, 1080, 9, 24, "#6e7a2a", 0.8));
  s.add(cluster(s, r, 820, 1040, 14, 32, "#6d2f5a"));
  s.add(grissini(s, 300, 1200, 620, 4, -6));
  s.add(leaf(1000, 960, 120, 30, "#5b7a45"), leaf(640, 820, 100, -120, "#5b7a45"));
  return s;
}

/** 08: a basket of bread. */
export function b08(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1008);
  s.add(linen(s, r, SQ, SQ, "#f1e9dc"));
  const b = basketTop(s, 800, 780, 560, 470);
  s.add(b.svg);
  s.add(g([napkin(s, 300, 320, 1000, 900, 8, C.sea500)], { "clip-path": b.clip }));
  s.add(grissini(s, 560, 430, 560, 3, 35));
  s.add(breadSlice(s, r, 620, 860, 300, -20), breadSlice(s, r, 740, 900, 300, -8));
  s.add(rollTop(s, 1000, 620, 130, 20), rollTop(s, 1020, 900, 140, -10), rollTop(s, 820, 640, 120, 50), rollTop(s, 560, 620, 115, -30));
  s.add(cornettoTop(s, r, 960, 1120, 300, 170, false));
  s.add(rollTop(s, 1350, 1380, 120, 30), breadSlice(s, r, 260, 1390, 260, 15));
  s.add(plateTop(s, 1330, 250, 150), rect(1260, 210, 140, 80, "#fbf1c8", { rx: 14 }), rect(1268, 214, 124, 30, "#fff8dc", { rx: 12 }));
  s.add(spoon(1080, 1440, 240, -30));
  return s;
}

/** 09: a slice of homemade ciambellone. */
export function b09(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1009);
  s.add(backdrop(s, r, SQ, SQ, 940, ["#f4e8d6", "#e9d3b6"], ["#efe6d8", "#d8cab2"]));
  const st = cakeStand(s, 1000, 1060, 720);
  s.add(st.svg, ciambelloneSide(s, r, 1000, st.top + 4, 600));
  s.add(plateSide(s, 560, 1340, 620));
  s.add(cakeSlice(s, r, 560, 1330, 380));
  s.add(
    g([rect(0, 0, 260, 16, "#c9ccd0", { rx: 8 }), ...[0, 1, 2, 3].map((i) => rect(260, -10 + i * 10, 70, 5, "#c9ccd0", { rx: 2 }))], {
      transform: "translate(880 1440) rotate(-12)",
    }),
  );
  s.add(espressoSide(s, 1300, 1380, 200));
  s.add(leaf(1400, 1500, 120, 200, "#5b8a45"));
  return s;
}

/** 10: espresso moka pot. */
export function b10(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1010);
  s.add(backdrop(s, r, SQ, SQ, 1020, ["#e9dccb", "#d8c4a8"], ["#8c6446", "#6a4a32"]));
  s.add(moka(s, 700, 1250, 760));
  // steam
  for (let i = 0; i < 3; i++)
    s.add(
      s.soft(
        path(
          `M${470 - i * 30} ${520 - i * 20}C${420 - i * 30} ${440 - i * 40} ${520 - i * 30} ${380 - i * 40} ${460 - i * 30} ${300 - i * 40}`,
          "none",
          { stroke: "#ffffff", "stroke-width": 14 },
        ),
        8,
        0.45,
      ),
    );
  s.add(espressoSide(s, 1170, 1300, 240), espressoSide(s, 1380, 1220, 200));
  s.add(beans(r, 1000, 1460, 420, 26, 16), beans(r, 300, 1420, 200, 12, 16));
  s.add(bowlSide(s, 320, 1300, 240, "#fbf9f4", g([ellipse(320, 1210, 100, 22, "#fbf6ec")])));
  return s;
}

/** 11: gluten-free and vegan options. */
export function b11(): Svg {
  const s = new Svg(SQ, SQ);
  const r = rng(1011);
  s.add(woodTop(s, r, SQ, SQ, "#d6b48a", true));
  // chia pudding bowl with mango and berries
  s.add(bowlTop(s, 520, 540, 300, "#e9e1d2", "#efe7da"));
  const chia: string[] = [];
  for (let i = 0; i < 120; i++) chia.push(circle(520 + r.range(-230, 230), 540 + r.range(-230, 230), 2.2, "#3a3630", { opacity: 0.5 }));
  s.add(g(chia, { "clip-path": s.clip(`<circle cx="520" cy="540" r="250"/>`) }));
  for (let i = 0; i < 9; i++) {
    const x = 420 + (i % 3) * 70 + r.range(-8, 8),
      y = 430 + Math.floor(i / 3) * 62 + r.range(-8, 8);
    s.add(
      drop(s, rect(x, y, 56, 50, "#000", { rx: 10 }), 3, 5, 4, 0.2),
      rect(
        x,
        y,
        56,
        50,
        s.linear(
          [
            [0, "#ffd36a"],
            [1, "#f39a1c"],
          ],
          0,
          0,
          1,
          1,
          true,
        ),
        { rx: 10, transform: `rotate(${r.int(-20, 20)} ${x + 28} ${y + 25})` },
      ),
    );
  }
  s.add(cluster(s, r, 560, 640, 6, 22, "#2f3a7a"), leaf(450, 600, 90, -30, "#5b9a45"));
  // rice cakes with avocado
  s.add(plateTop(s, 1150, 520, 280));
  for (const [x, y] of [
    [1080, 460],
    [1220, 600],
  ] as const) {
    s.add(drop(s, circle(x, y, 130, "#000"), 6, 10, 8, 0.25), circle(x, y, 130, "#ecdcb4"));
    for (let i = 0; i < 30; i++) s.add(circle(x + r.range(-110, 110), y + r.range(-110, 110), 6, "#fff4d6", { opacity: 0.6 }));
    for (let i = 0; i < 4; i++)
      s.add(
        ellipse(x - 50 + i * 34, y, 22, 90, "#9cc356", { transform: `rotate(20 ${x} ${y})` }),
        ellipse(x - 50 + i * 34, y, 14, 80, "#cfe48e", { transform: `rotate(20 ${x} ${y})` }),
      );
  }
  // almond milk glass
  s.add(
    drop(s, circle(520, 1130, 150, "#000"), 8, 14, 10, 0.25),
    circle(520, 1130, 150, "#eef6f7"),
    circle(
      520,
      1130,
      132,
      s.radial(
        [
          [0, "#fffdf8"],
          [1, "#efe6d6"],
        ],
        500,
        1110,
        140,
      ),
    ),
  );
  // bowl of almonds and fruit salad
  s.add(bowlTop(s, 1080, 1170, 220, "#f4efe6"));
  for (let i = 0; i < 26; i++) {
    const x = 1080 + r.range(-150, 150),
      y = 1170 + r.range(-150, 150);
    if (Math.hypot(x - 1080, y - 1170) < 160)
      s.add(
        ellipse(
          x,
          y,
          26,
          15,
          s.radial(
            [
              [0, "#d79a5a"],
              [1, "#9a5a2a"],
            ],
            0.4,
            0.4,
            0.7,
            { obb: true },
          ),
          { transform: `rotate(${r.int(0, 180)} ${x.toFixed(0)} ${y.toFixed(0)})` },
        ),
      );
  }
  s.add(
    strawberry(s, r, 1380, 900, 110, 20),
    cluster(s, r, 260, 860, 8, 24, "#2f3a7a"),
    kiwiSlice(s, 820, 850, 95),
    roundFruit(s, 1400, 1420, 90, "#f3a340", "#e0603a"),
  );
  s.add(leaf(300, 1380, 150, -40, "#5b9a45"), leaf(330, 1420, 120, 10, "#4f8a35"));
  return s;
}

/** 12 (wide): the whole buffet spread. */
export function b12(): Svg {
  const W = 1600,
    H = 800;
  const s = new Svg(W, H);
  const r = rng(1012);
  // back wall with a window onto the garden and a shelf
  s.add(
    rect(
      0,
      0,
      W,
      470,
      s.linear(
        [
          [0, "#efe3cf"],
          [1, "#e6d4b8"],
        ],
        0,
        0,
        W,
        0,
      ),
    ),
  );
  s.add(
    rect(70, 60, 360, 330, "#f7f2ea"),
    rect(
      90,
      80,
      320,
      290,
      s.vert([
        [0, "#9fcde0"],
        [0.55, "#dcebe6"],
        [0.56, "#86a24c"],
        [1, "#6f8f3a"],
      ]),
    ),
  );
  s.add(
    circle(180, 260, 70, "#4f7c3a"),
    circle(330, 240, 90, "#5b8a45"),
    circle(250, 300, 60, "#3f6a2e"),
    line(250, 80, 250, 370, "#f7f2ea", 12),
    line(90, 180, 410, 180, "#f7f2ea", 10),
  );
  s.add(rect(620, 170, 820, 18, "#b07a4a"), rect(620, 186, 820, 6, "#000", { opacity: 0.1 }));
  for (let i = 0; i < 8; i++)
    s.add(jarSide(s, 680 + i * 100, 170, 60, 90, ["#e8862a", "#c8283c", "#e9a93a", "#6e2244"][i % 4], null, "#d9b25a"));
  for (const x of [760, 1300]) {
    s.add(
      line(x, 0, x, 60, "#3a3632", 3),
      path(`M${x - 60} 110Q${x} 40 ${x + 60} 110Z`, "#2f5d72"),
      s.soft(ellipse(x, 120, 70, 20, "#ffd79a"), 10, 0.6),
    );
  }
  // buffet counter
  s.add(
    rect(
      0,
      470,
      W,
      330,
      s.vert([
        [0, "#fbf7f0"],
        [1, "#e9e0d0"],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      470,
      W,
      60,
      s.vert([
        [0, "#f4eee4"],
        [1, "#ece3d4"],
      ]),
    ),
    rect(0, 528, W, 6, "#000", { opacity: 0.08 }),
  );
  for (let x = 40; x < W; x += 90)
    s.add(path(`M${x} 534Q${x + 8} 660 ${x - 4} 800`, "none", { stroke: "#d9cfbd", "stroke-width": 3, opacity: 0.5 }));
  // items, back row then front row
  const st = cakeStand(s, 250, 520, 260);
  s.add(st.svg, ciambelloneSide(s, r, 250, st.top + 2, 220));
  s.add(glassSide(s, 470, 515, 110, 230, "#f39a2a", 0.8, 0.96), glassSide(s, 600, 515, 110, 230, "#c8283c", 0.75, 0.96));
  s.add(rect(455, 470, 30, 12, "#c0c4c8"), rect(585, 470, 30, 12, "#c0c4c8"));
  s.add(bowlSide(s, 790, 520, 240, "#f4efe6", heap(s, r, 790, 430, 240, ["#f08a1c", "#d42a35", "#a9c25a", "#f3a340", "#6d2f5a"], 24)));
  s.add(basketSide(s, 1030, 520, 220));
  s.add(flowerVase(s, r, 1200, 515, 130, "#e58fb0"));
  for (let i = 0; i < 4; i++) s.add(espressoSide(s, 1340 + (i % 2) * 70, 520 - Math.floor(i / 2) * 52, 70));
  s.add(jarSide(s, 1500, 520, 90, 130, "#e9a93a", "#c8283c"));
  // front row on the counter edge
  s.add(plateSide(s, 380, 590, 280));
  for (let i = 0; i < 3; i++) s.add(cornettoSide(s, 320 + i * 60, 585 - (i % 2) * 8, 110));
  s.add(parfait(s, r, 680, 600, 80, 130), parfait(s, r, 770, 600, 80, 130), parfait(s, r, 860, 600, 80, 130));
  s.add(plateSide(s, 1110, 600, 300));
  for (let i = 0; i < 4; i++) s.add(rect(1000 + i * 56, 560 - (i % 2) * 6, 50, 40, i % 2 ? "#fff2c4" : "#f4d98a", { rx: 6 }));
  s.add(cluster(s, r, 1100, 560, 6, 12, "#6d2f5a"));
  s.add(plateSide(s, 1420, 610, 240), cakeSlice(s, r, 1420, 600, 120));
  return s;
}

/* ------------------------------------------------------------------ room service tray (quattro-4) */

export function breakfastTray(): Svg {
  const s = new Svg(1600, 1200);
  const r = rng(4004);
  // white duvet with soft folds, olive throw at the bottom
  s.add(
    rect(
      0,
      0,
      1600,
      1200,
      s.radial(
        [
          [0, "#ffffff"],
          [0.7, "#f3f0ea"],
          [1, "#dcd6cc"],
        ],
        700,
        450,
        1100,
      ),
    ),
  );
  for (let i = 0; i < 6; i++)
    s.add(
      s.soft(
        path(`M${-100 + i * 80} ${r.range(0, 1200)}Q800 ${r.range(0, 1200)} 1700 ${r.range(0, 1200)}`, "none", {
          stroke: "#cfc7ba",
          "stroke-width": 30,
        }),
        18,
        0.35,
      ),
    );
  s.add(
    path(
      "M0 1020Q800 980 1600 1040L1600 1200L0 1200Z",
      s.vert([
        [0, "#9aa868"],
        [1, "#7d8f45"],
      ]),
    ),
  );
  for (let y = 1040; y < 1200; y += 26)
    for (let x = 0; x < 1600; x += 30)
      s.add(path(`M${x} ${y + Math.sin(x / 300) * 16}l15 12l15 -12`, "none", { stroke: "#6e7e3a", "stroke-width": 4, opacity: 0.4 }));
  s.add(path("M0 1020Q800 980 1600 1040", "none", { stroke: "#b9c48a", "stroke-width": 8, opacity: 0.8 }));
  s.add(
    path(
      "M-40 -40L1640 -40L1640 120Q800 170 -40 110Z",
      s.vert([
        [0, "#ffffff"],
        [1, "#ebe6dd"],
      ]),
    ),
    s.soft(path("M-40 112Q800 172 1640 122", "none", { stroke: "#bdb4a6", "stroke-width": 10 }), 8, 0.5),
  );
  // tray
  s.add(trayTop(s, 260, 170, 1080, 800, "#b07a4a"));
  s.add(napkin(s, 320, 230, 380, 300, -6, C.olive500));
  s.add(cupTop(s, 560, 430, 130, "cappuccino", "#fbf9f4", 30));
  s.add(plateTop(s, 1000, 640, 260), cornettoTop(s, r, 1000, 620, 380, 20));
  s.add(
    drop(s, circle(560, 780, 95, "#000"), 6, 10, 8, 0.25),
    circle(560, 780, 95, "#eef6f7"),
    circle(560, 780, 80, "#f6a23a"),
    circle(535, 755, 24, "#ffd089", { opacity: 0.7 }),
  );
  s.add(bowlTop(s, 1150, 330, 120, "#f4efe6"), cluster(s, r, 1150, 330, 8, 24, "#c8283c", 0.7));
  s.add(spoon(700, 860, 200, -30));
  // small vase with a flower, seen from above
  s.add(circle(830, 310, 55, "#e9e4da"), circle(830, 310, 40, "#cfc8bb"));
  for (let k = 0; k < 6; k++)
    s.add(
      ellipse(830 + Math.cos(k) * 30, 300 + Math.sin(k) * 30, 26, 16, "#f4f1ea", {
        transform: `rotate(${(k * 57).toFixed(0)} ${(830 + Math.cos(k) * 30).toFixed(0)} ${(300 + Math.sin(k) * 30).toFixed(0)})`,
      }),
    );
  s.add(circle(830, 300, 14, "#f2c94c"), leaf(860, 330, 90, 40, "#5b8a45"));
  return s;
}

export const BREAKFAST: Record<string, () => Svg> = {
  "01": b01,
  "02": b02,
  "03": b03,
  "04": b04,
  "05": b05,
  "06": b06,
  "07": b07,
  "08": b08,
  "09": b09,
  "10": b10,
  "11": b11,
  "12": b12,
};
