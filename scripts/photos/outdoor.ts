/**
 * Outdoor building blocks shared by the hero, the about pictures, the balconies
 * and the views through the room windows: sky, sun, clouds, sea, boats, beach
 * umbrellas, the trabocco, trees, potted plants, houses and balustrades.
 */
import { C, circle, ellipse, g, line, mix, path, poly, rect, shade, smoothD, type Pt, type Rng, type Stop, type Svg } from "./svg";

/* ------------------------------------------------------------------ sky */

export function sky(s: Svg, x: number, y: number, w: number, h: number, stops: readonly Stop[]): string {
  return rect(x, y, w, h, s.linear(stops, 0, y, 0, y + h));
}

/** Low sun: wide warm glow plus a bright disc. */
export function sun(s: Svg, cx: number, cy: number, r: number, glow: string = C.sun, spread = 7): string {
  const halo = s.radial(
    [
      [0, "#fffaf0", 0.95],
      [0.1, C.sunCore, 0.75],
      [0.3, glow, 0.35],
      [1, glow, 0],
    ],
    cx,
    cy,
    r * spread,
  );
  const disc = s.radial(
    [
      [0, "#fffef8"],
      [0.75, "#fff3cf"],
      [1, "#ffe2a0"],
    ],
    cx,
    cy,
    r,
  );
  return g([circle(cx, cy, r * spread, halo), circle(cx, cy, r, disc)]);
}

/** Soft flat-bottomed cumulus made of blurred puffs. */
export function cloud(s: Svg, r: Rng, cx: number, cy: number, w: number, color = "#ffffff", opacity = 0.85): string {
  const puffs: string[] = [ellipse(cx, cy, w * 0.5, w * 0.07, color)];
  const n = 4 + r.int(0, 3);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = cx - w * 0.42 + w * 0.84 * t + r.range(-w, w) * 0.03;
    const rad = w * r.range(0.1, 0.17) * (1 - Math.abs(t - 0.5) * 0.9);
    puffs.push(ellipse(x, cy - rad * 0.55, rad * 1.25, rad, color));
  }
  return s.soft(g(puffs), Math.max(1.5, w * 0.018), opacity);
}

/** Thin streaky cloud bands (high cirrus / morning haze). */
export function haze(s: Svg, r: Rng, x: number, y: number, w: number, color: string, opacity: number, count = 5): string {
  const bands: string[] = [];
  for (let i = 0; i < count; i++) {
    const bw = w * r.range(0.25, 0.6);
    bands.push(ellipse(x + r.range(0, w - bw) + bw / 2, y + r.range(-1, 1) * w * 0.02, bw / 2, w * r.range(0.004, 0.012), color));
  }
  return s.soft(g(bands), w * 0.006, opacity);
}

/* ------------------------------------------------------------------ sea */

function gauss(r: Rng): number {
  return (r.next() + r.next() + r.next() - 1.5) / 1.5;
}

export type SeaOpts = {
  far: string;
  mid: string;
  near: string;
  /** x of the sun (or moon) whose glitter path runs down the water */
  sunX?: number;
  glint?: string;
  streaks?: number;
  /** horizontal extent of the glitter path near the viewer, in px */
  glitterSpread?: number;
};

/** The sea from the horizon (y) to the shore (y + h), with perspective wave streaks and an optional glitter path. */
export function sea(s: Svg, r: Rng, x: number, y: number, w: number, h: number, o: SeaOpts): string {
  const parts = [
    rect(
      x,
      y,
      w,
      h,
      s.linear(
        [
          [0, o.far],
          [0.3, o.mid],
          [1, o.near],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  ];
  parts.push(
    rect(
      x,
      y,
      w,
      h * 0.08,
      s.linear(
        [
          [0, "#ffffff", 0.3],
          [1, "#ffffff", 0],
        ],
        0,
        y,
        0,
        y + h * 0.08,
      ),
    ),
  );
  const streaks = o.streaks ?? Math.round(w / 8);
  for (let i = 0; i < streaks; i++) {
    const t = Math.pow(r.next(), 1.35);
    const yy = y + 2 + t * (h - 4);
    const len = (6 + t * 70) * r.range(0.5, 1.6) * (w / 1600 + 0.4);
    const xx = x + r.range(-20, w);
    const light = r.next() < 0.6;
    const base = mix(o.mid, o.near, t);
    const col = light ? shade(base, 0.35) : shade(base, -0.25);
    parts.push(line(xx, yy, xx + len, yy, col, 0.6 + t * 2.2, { opacity: r.range(0.25, 0.55) }));
  }
  if (o.sunX !== undefined) {
    const glint = o.glint ?? "#fff1c9";
    const spread = o.glitterSpread ?? w * 0.1;
    const glits: string[] = [];
    for (let i = 0; i < streaks * 0.9; i++) {
      const t = Math.pow(r.next(), 1.2);
      const yy = y + 1 + t * (h - 3);
      const xx = o.sunX + gauss(r) * (6 + t * spread);
      const len = (4 + t * 50) * r.range(0.4, 1.3);
      glits.push(
        line(xx - len / 2, yy, xx + len / 2, yy, glint, 0.7 + t * 2.4, { opacity: (r.range(0.5, 1) * (1 - t * 0.45)).toFixed(2) }),
      );
    }
    parts.push(g(glits));
  }
  return g(parts);
}

/** Foamy shoreline: a wavy white line with a soft wet-sand band under it. */
export function shoreline(_s: Svg, r: Rng, x0: number, x1: number, yAt: (x: number) => number, scale = 1): string {
  const pts: Pt[] = [];
  for (let x = x0; x <= x1 + 1; x += 24) pts.push([x, yAt(x) + Math.sin(x * 0.02) * 2 * scale + r.range(-1, 1) * scale]);
  const d = smoothD(pts, false);
  const wet = pts.map(([x, y]) => [x, y + 7 * scale] as Pt);
  return g([
    path(smoothD(wet, false), "none", { stroke: "#b89a70", "stroke-width": 10 * scale, opacity: 0.35 }),
    path(d, "none", { stroke: "#ffffff", "stroke-width": 3.2 * scale, opacity: 0.85, "stroke-linecap": "round" }),
    path(d, "none", { stroke: "#e8f6f8", "stroke-width": 8 * scale, opacity: 0.35, "stroke-linecap": "round" }),
  ]);
}

/* ------------------------------------------------------------------ boats */

/** Small sailing boat; y is the waterline, h the mast height. */
export function sailboat(s: Svg, x: number, y: number, h: number, hull = "#f7f4ee", flip = false): string {
  const d = flip ? -1 : 1;
  const hw = h * 0.62;
  const sail = s.horiz([
    [0, "#ffffff"],
    [1, "#e6e4dc"],
  ]);
  return g([
    ellipse(x, y + h * 0.04, hw * 0.55, h * 0.025, "#ffffff", { opacity: 0.35 }),
    path(`M${x - hw / 2} ${y - h * 0.08}L${x + hw / 2} ${y - h * 0.08}L${x + hw * 0.36} ${y}L${x - hw * 0.38} ${y}Z`, hull),
    rect(x - hw / 2, y - h * 0.08, hw, h * 0.018, shade(hull, -0.35)),
    line(x, y - h * 0.08, x, y - h, "#5b524a", Math.max(0.8, h * 0.015)),
    poly(
      [
        [x + d * 1, y - h * 0.97],
        [x + d * 1, y - h * 0.13],
        [x + d * hw * 0.48, y - h * 0.13],
      ],
      sail,
    ),
    poly(
      [
        [x - d * 1.5, y - h * 0.9],
        [x - d * 1.5, y - h * 0.14],
        [x - d * hw * 0.4, y - h * 0.14],
      ],
      "#f1eee6",
    ),
  ]);
}

/** Small Adriatic fishing boat with a cabin; y is the waterline, l the length. */
export function fishingBoat(_s: Svg, x: number, y: number, l: number, hull = "#f4f1ea", stripe: string = C.sea500, flip = false): string {
  const d = flip ? -1 : 1;
  const h = l * 0.18;
  const body = `M${x - (l / 2) * d} ${y - h}L${x + (l / 2) * d} ${y - h * 1.35}Q${x + l * 0.42 * d} ${y} ${x + l * 0.3 * d} ${y}L${x - l * 0.42 * d} ${y}Z`;
  return g([
    ellipse(x, y + h * 0.25, l * 0.55, h * 0.25, "#ffffff", { opacity: 0.3 }),
    rect(x - l * 0.18, y - h * 2.3, l * 0.2, h * 1.3, "#faf7f0"),
    rect(x - l * 0.16, y - h * 2.1, l * 0.06, h * 0.5, "#7aa9b8"),
    path(body, hull),
    path(
      `M${x - (l / 2) * d} ${y - h}L${x + (l / 2) * d} ${y - h * 1.35}L${x + (l / 2) * d} ${y - h * 1.05}L${x - (l / 2) * d} ${y - h * 0.72}Z`,
      stripe,
    ),
    line(x - l * 0.08, y - h * 2.3, x - l * 0.08, y - h * 3.6, "#6b625a", Math.max(0.7, l * 0.012)),
  ]);
}

/* ------------------------------------------------------------------ beach */

/** Open beach umbrella seen slightly from above; (x, y) is where the pole meets the sand. */
export function umbrella(s: Svg, x: number, y: number, r: number, c1: string, c2: string): string {
  const top = y - r * 1.5;
  const edgeY = y - r * 1.08;
  const canopy =
    `M${x - r} ${edgeY}Q${x - r * 0.55} ${top - r * 0.12} ${x} ${top}Q${x + r * 0.55} ${top - r * 0.12} ${x + r} ${edgeY}` +
    `Q${x + r * 0.75} ${edgeY + r * 0.2} ${x + r * 0.5} ${edgeY + r * 0.06}Q${x + r * 0.25} ${edgeY + r * 0.24} ${x} ${edgeY + r * 0.09}` +
    `Q${x - r * 0.25} ${edgeY + r * 0.24} ${x - r * 0.5} ${edgeY + r * 0.06}Q${x - r * 0.75} ${edgeY + r * 0.2} ${x - r} ${edgeY}Z`;
  const clip = s.clipD(canopy);
  const wedges: string[] = [];
  const n = 8;
  for (let i = 0; i < n; i++) {
    const a = x - r * 1.1 + (2.2 * r * i) / n;
    const b = x - r * 1.1 + (2.2 * r * (i + 1)) / n;
    wedges.push(
      poly(
        [
          [x, top - 2],
          [a, y],
          [b, y],
        ],
        i % 2 ? c2 : c1,
      ),
    );
  }
  const light = s.horiz([
    [0, "#ffffff", 0.25],
    [0.45, "#ffffff", 0],
    [1, "#000000", 0.22],
  ]);
  return g([
    ellipse(x + r * 0.35, y + r * 0.02, r * 0.95, r * 0.24, "#8a6a44", { opacity: 0.28 }),
    line(x, y, x, edgeY, "#6e6258", Math.max(0.8, r * 0.06)),
    g([...wedges, path(canopy, light)], { "clip-path": clip }),
  ]);
}

/** Closed umbrella: a slim furled cone on its pole. */
export function closedUmbrella(x: number, y: number, r: number, c: string): string {
  const top = y - r * 1.7;
  return g([
    line(x, y, x, top, "#6e6258", Math.max(0.8, r * 0.06)),
    path(`M${x} ${top}L${x + r * 0.14} ${top + r * 0.9}Q${x} ${top + r * 1.02} ${x - r * 0.14} ${top + r * 0.9}Z`, c),
    path(`M${x} ${top}L${x + r * 0.14} ${top + r * 0.9}Q${x + r * 0.05} ${top + r * 0.98} ${x} ${top + r * 0.96}Z`, shade(c, -0.25)),
  ]);
}

/** Sun lounger seen slightly from above. */
export function lounger(x: number, y: number, w: number, color: string): string {
  const h = w * 0.28;
  return g([
    poly(
      [
        [x - w / 2, y],
        [x + w / 2, y],
        [x + w / 2 - w * 0.06, y - h * 0.45],
        [x - w / 2 + w * 0.04, y - h * 0.45],
      ],
      color,
    ),
    poly(
      [
        [x - w / 2 + w * 0.04, y - h * 0.45],
        [x - w * 0.22, y - h * 0.45],
        [x - w * 0.27, y - h * 1.15],
        [x - w / 2 + w * 0.02, y - h * 1.05],
      ],
      shade(color, -0.08),
    ),
    line(x - w / 2, y, x - w / 2, y + h * 0.25, "#9b8e80", Math.max(0.5, w * 0.02)),
    line(x + w / 2, y, x + w / 2, y + h * 0.25, "#9b8e80", Math.max(0.5, w * 0.02)),
  ]);
}

/**
 * The trabocco: a wooden fishing platform on stilts joined to the shore by a long
 * catwalk, with a hut and long antenna poles holding a square net over the water.
 * `shore` is where the catwalk leaves the beach, `deck` the platform's centre at deck level, sc the scale.
 */
export function trabocco(s: Svg, shore: Pt, deck: Pt, sc: number, light = "#8a6a4a"): string {
  const wood = "#5e4330";
  const parts: string[] = [];
  const reflect: string[] = [];
  const stilt = 24 * sc;
  const pw = 80 * sc;
  const left: Pt = [deck[0] - pw / 2, deck[1]];
  // catwalk stilts and deck
  const steps = Math.max(4, Math.round(Math.hypot(left[0] - shore[0], left[1] - shore[1]) / (16 * sc)));
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const x = shore[0] + (left[0] - shore[0]) * t;
    const y = shore[1] + (left[1] - shore[1]) * t;
    const h = stilt * (0.35 + 0.65 * t);
    parts.push(line(x, y, x, y + h, wood, 2.2 * sc));
    reflect.push(line(x, y + h, x, y + h * 1.7, wood, 2.2 * sc));
  }
  parts.push(line(shore[0], shore[1], left[0], left[1], wood, 3.6 * sc));
  parts.push(line(shore[0], shore[1] - 1.5 * sc, left[0], left[1] - 1.5 * sc, light, 1.2 * sc));
  parts.push(line(shore[0], shore[1] - 7 * sc, left[0], left[1] - 8 * sc, wood, 0.9 * sc, { opacity: 0.8 }));
  // platform stilts with bracing
  const xs = [-0.5, -0.28, -0.06, 0.16, 0.38, 0.5].map((f) => deck[0] + f * pw);
  xs.forEach((x, i) => {
    parts.push(line(x, deck[1], x, deck[1] + stilt, wood, 2 * sc));
    reflect.push(line(x, deck[1] + stilt, x, deck[1] + stilt * 1.9, wood, 2 * sc));
    if (i < xs.length - 1) parts.push(line(x, deck[1] + 3 * sc, xs[i + 1], deck[1] + stilt * 0.85, wood, 1 * sc, { opacity: 0.85 }));
  });
  // antennas (long poles) and the net
  const hutTop = deck[1] - 20 * sc;
  const a1: Pt = [deck[0] + 190 * sc, deck[1] - 62 * sc];
  const a2: Pt = [deck[0] + 150 * sc, deck[1] - 92 * sc];
  const a3: Pt = [deck[0] - 120 * sc, deck[1] - 58 * sc];
  const netTop: Pt[] = [
    [a1[0] - 12 * sc, deck[1] + 8 * sc],
    [a2[0] - 30 * sc, deck[1] + 2 * sc],
  ];
  parts.push(line(deck[0] + pw * 0.35, deck[1] - 2 * sc, a1[0], a1[1], wood, 2.8 * sc));
  parts.push(line(deck[0] + pw * 0.1, hutTop, a2[0], a2[1], wood, 2.8 * sc));
  parts.push(line(deck[0] - pw * 0.3, deck[1] - 2 * sc, a3[0], a3[1], wood, 2.2 * sc));
  parts.push(line(deck[0] - pw * 0.1, hutTop, deck[0] + 20 * sc, deck[1] - 70 * sc, wood, 1.4 * sc));
  const rope = { opacity: 0.75 };
  parts.push(line(a1[0], a1[1], netTop[0][0], netTop[0][1], "#3e3028", 0.7 * sc, rope));
  parts.push(line(a2[0], a2[1], netTop[1][0], netTop[1][1], "#3e3028", 0.7 * sc, rope));
  parts.push(line(a1[0], a1[1], deck[0] + 20 * sc, deck[1] - 70 * sc, "#3e3028", 0.6 * sc, rope));
  parts.push(line(a2[0], a2[1], deck[0] + 20 * sc, deck[1] - 70 * sc, "#3e3028", 0.6 * sc, rope));
  parts.push(line(a3[0], a3[1], deck[0] - 10 * sc, hutTop - 8 * sc, "#3e3028", 0.6 * sc, rope));
  const net: Pt[] = [netTop[1], netTop[0], [netTop[0][0] - 6 * sc, deck[1] + 20 * sc], [netTop[1][0] - 8 * sc, deck[1] + 12 * sc]];
  parts.push(poly(net, "#2f2a26", { opacity: 0.22 }));
  for (let i = 0; i <= 5; i++) {
    const t = i / 5;
    parts.push(
      line(
        net[0][0] + (net[1][0] - net[0][0]) * t,
        net[0][1] + (net[1][1] - net[0][1]) * t,
        net[3][0] + (net[2][0] - net[3][0]) * t,
        net[3][1] + (net[2][1] - net[3][1]) * t,
        "#2f2a26",
        0.5 * sc,
        { opacity: 0.7 },
      ),
    );
    parts.push(
      line(
        net[0][0] + (net[3][0] - net[0][0]) * t,
        net[0][1] + (net[3][1] - net[0][1]) * t,
        net[1][0] + (net[2][0] - net[1][0]) * t,
        net[1][1] + (net[2][1] - net[1][1]) * t,
        "#2f2a26",
        0.5 * sc,
        { opacity: 0.7 },
      ),
    );
  }
  // deck and hut
  parts.push(rect(deck[0] - pw / 2 - 2 * sc, deck[1] - 2 * sc, pw + 4 * sc, 4 * sc, light));
  parts.push(rect(deck[0] - pw / 2 - 2 * sc, deck[1] + 1.5 * sc, pw + 4 * sc, 1.5 * sc, wood));
  const hx0 = deck[0] - 30 * sc,
    hx1 = deck[0] + 6 * sc;
  parts.push(
    rect(
      hx0,
      hutTop,
      hx1 - hx0,
      18 * sc,
      s.horiz([
        [0, "#9a7653"],
        [1, "#745437"],
      ]),
    ),
  );
  for (let i = 1; i < 5; i++)
    parts.push(
      line(hx0 + ((hx1 - hx0) * i) / 5, hutTop + 1, hx0 + ((hx1 - hx0) * i) / 5, hutTop + 18 * sc, "#5e4330", 0.5 * sc, { opacity: 0.5 }),
    );
  parts.push(rect(hx0 + 8 * sc, hutTop + 6 * sc, 7 * sc, 12 * sc, "#3d2c20"));
  parts.push(
    poly(
      [
        [hx0 - 4 * sc, hutTop + 1 * sc],
        [(hx0 + hx1) / 2, hutTop - 9 * sc],
        [hx1 + 4 * sc, hutTop + 1 * sc],
      ],
      "#6e4b33",
    ),
  );
  parts.push(
    poly(
      [
        [(hx0 + hx1) / 2, hutTop - 9 * sc],
        [hx1 + 4 * sc, hutTop + 1 * sc],
        [(hx0 + hx1) / 2 + 6 * sc, hutTop + 1 * sc],
      ],
      "#5a3d29",
    ),
  );
  return g([g(reflect, { opacity: 0.22 }), ...parts]);
}

/* ------------------------------------------------------------------ plants */

export type Foliage = { base: string; light?: string; dark?: string };

/** Painterly foliage mass: jittered silhouette with a sunlit upper-left and shaded lower-right. */
export function foliage(s: Svg, r: Rng, cx: number, cy: number, rx: number, ry: number, f: Foliage, detail = 1): string {
  const light = f.light ?? shade(f.base, 0.28);
  const dark = f.dark ?? shade(f.base, -0.3);
  const pts: Pt[] = [];
  const n = 14 + Math.round(8 * detail);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = r.range(0.82, 1.06);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const fill = s.radial(
    [
      [0, light],
      [0.55, f.base],
      [1, dark],
    ],
    cx - rx * 0.35,
    cy - ry * 0.45,
    Math.max(rx, ry) * 1.5,
  );
  const parts = [path(smoothD(pts), fill)];
  const blobs = Math.round(10 * detail);
  for (let i = 0; i < blobs; i++) {
    const a = r.range(Math.PI * 0.9, Math.PI * 1.7);
    const d = r.range(0.25, 0.78);
    const br = Math.min(rx, ry) * r.range(0.14, 0.26);
    parts.push(
      ellipse(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, br * 1.15, br, light, { opacity: r.range(0.25, 0.55).toFixed(2) }),
    );
  }
  for (let i = 0; i < blobs * 0.6; i++) {
    const a = r.range(0.05, Math.PI * 0.8);
    const d = r.range(0.35, 0.85);
    const br = Math.min(rx, ry) * r.range(0.12, 0.22);
    parts.push(
      ellipse(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, br * 1.2, br, dark, { opacity: r.range(0.25, 0.5).toFixed(2) }),
    );
  }
  return g(parts);
}

/** Tapering, slightly bent trunk from (x, y) up to (x2, y2). */
export function trunk(x: number, y: number, x2: number, y2: number, w: number, color: string): string {
  const mx = (x + x2) / 2 + (y - y2) * 0.08;
  const my = (y + y2) / 2;
  return path(
    `M${x - w / 2} ${y}Q${mx - w * 0.35} ${my} ${x2 - w * 0.2} ${y2}L${x2 + w * 0.2} ${y2}Q${mx + w * 0.35} ${my} ${x + w / 2} ${y}Z`,
    color,
  );
}

/** Mediterranean stone pine (umbrella pine). */
export function stonePine(s: Svg, r: Rng, x: number, y: number, h: number, base = "#3f5a2c"): string {
  const top = y - h;
  return g([
    trunk(x, y, x + h * 0.08, top + h * 0.15, h * 0.06, "#5a4332"),
    trunk(x + h * 0.05, top + h * 0.45, x - h * 0.22, top + h * 0.1, h * 0.03, "#5a4332"),
    trunk(x + h * 0.06, top + h * 0.4, x + h * 0.3, top + h * 0.12, h * 0.03, "#5a4332"),
    foliage(s, r, x - h * 0.18, top + h * 0.12, h * 0.3, h * 0.13, { base }),
    foliage(s, r, x + h * 0.22, top + h * 0.1, h * 0.3, h * 0.12, { base }),
    foliage(s, r, x + h * 0.04, top + h * 0.02, h * 0.38, h * 0.14, { base: shade(base, 0.06) }),
  ]);
}

/** Date/fan palm with a ringed trunk. */
export function palm(s: Svg, r: Rng, x: number, y: number, h: number, lean = 0.1, base = "#5b7a34"): string {
  const tx = x + h * lean;
  const ty = y - h;
  const parts = [
    path(
      `M${x - h * 0.035} ${y}Q${x + h * lean * 0.2} ${y - h * 0.5} ${tx - h * 0.02} ${ty}L${tx + h * 0.02} ${ty}Q${x + h * lean * 0.3 + h * 0.03} ${y - h * 0.5} ${x + h * 0.035} ${y}Z`,
      s.horiz([
        [0, "#8a6e50"],
        [1, "#5e4a36"],
      ]),
    ),
  ];
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const px = x + (tx - x) * t * t * 0.7 + (tx - x) * t * 0.3;
    parts.push(line(px - h * 0.03, y - h * t, px + h * 0.03, y - h * t + 2, "#4d3d2e", Math.max(0.5, h * 0.006), { opacity: 0.5 }));
  }
  const fronds = 11;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + r.range(-0.12, 0.12);
    const len = h * r.range(0.33, 0.45);
    const droop = Math.abs(Math.cos(a)) * len * 0.55;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + droop;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty + Math.sin(a) * len * 0.55 - len * 0.12;
    const w = len * 0.12;
    const col = i % 2 ? base : shade(base, -0.15);
    parts.push(path(`M${tx} ${ty}Q${mx - w * Math.sin(a)} ${my - w} ${ex} ${ey}Q${mx + w * Math.sin(a)} ${my + w} ${tx} ${ty}Z`, col));
    parts.push(
      path(`M${tx} ${ty}Q${mx} ${my} ${ex} ${ey}`, "none", { stroke: shade(base, -0.35), "stroke-width": Math.max(0.5, h * 0.006) }),
    );
  }
  parts.push(circle(tx, ty, h * 0.03, "#6b5a3a"));
  return g(parts);
}

/** Slim dark cypress. */
export function cypress(s: Svg, x: number, y: number, h: number, base = "#2f4a2a"): string {
  const w = h * 0.14;
  const d = `M${x} ${y - h}C${x + w * 0.7} ${y - h * 0.7} ${x + w * 0.9} ${y - h * 0.25} ${x + w * 0.35} ${y}L${x - w * 0.35} ${y}C${x - w * 0.9} ${y - h * 0.25} ${x - w * 0.7} ${y - h * 0.7} ${x} ${y - h}Z`;
  return g([
    path(
      d,
      s.horiz([
        [0, shade(base, 0.2)],
        [0.6, base],
        [1, shade(base, -0.35)],
      ]),
    ),
  ]);
}

/** Silvery olive tree with a twisted trunk. */
export function oliveTree(s: Svg, r: Rng, x: number, y: number, h: number): string {
  const base = "#7f8f5e";
  return g([
    trunk(x, y, x - h * 0.12, y - h * 0.55, h * 0.09, "#6a5a48"),
    trunk(x + h * 0.01, y - h * 0.2, x + h * 0.18, y - h * 0.58, h * 0.06, "#6a5a48"),
    foliage(s, r, x - h * 0.2, y - h * 0.62, h * 0.26, h * 0.17, { base, light: "#b9c497" }),
    foliage(s, r, x + h * 0.2, y - h * 0.64, h * 0.24, h * 0.16, { base, light: "#b9c497" }),
    foliage(s, r, x, y - h * 0.8, h * 0.3, h * 0.17, { base: shade(base, 0.05), light: "#c3cda2" }),
  ]);
}

/** Lemons dotted over a foliage area. */
export function fruits(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  size: number,
  count: number,
  color: string = C.lemon,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * 0.85;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    out.push(
      ellipse(x, y, size * 1.15, size, color, { transform: `rotate(${Math.round(r.range(-30, 30))} ${Math.round(x)} ${Math.round(y)})` }),
    );
    out.push(circle(x - size * 0.35, y - size * 0.35, size * 0.3, "#fff6c8", { opacity: 0.7 }));
  }
  return g(out);
}

export function lemonTree(s: Svg, r: Rng, x: number, y: number, h: number): string {
  return g([
    trunk(x, y, x, y - h * 0.5, h * 0.06, "#6a5240"),
    foliage(s, r, x, y - h * 0.68, h * 0.34, h * 0.3, { base: "#3f6a2e" }, 1.5),
    fruits(r, x, y - h * 0.66, h * 0.3, h * 0.26, h * 0.035, 16),
  ]);
}

/** Low flowering shrub (oleander, geranium bed...). */
export function flowerBush(
  s: Svg,
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  leaf: string,
  flower: string,
  count = 26,
): string {
  const parts = [foliage(s, r, cx, cy, rx, ry, { base: leaf })];
  const heads = Math.max(3, Math.round(count / 5));
  for (let i = 0; i < heads; i++) {
    const a = r.range(Math.PI * 0.95, Math.PI * 2.05);
    const d = Math.sqrt(r.next()) * 0.85;
    const hx = cx + Math.cos(a) * rx * d;
    const hy = cy + Math.sin(a) * ry * d;
    const hr = Math.min(rx, ry) * r.range(0.14, 0.2);
    parts.push(circle(hx + hr * 0.15, hy + hr * 0.25, hr * 1.05, shade(leaf, -0.35), { opacity: 0.35 }));
    for (let k = 0; k < 7; k++) {
      const fa = r.range(0, Math.PI * 2);
      const fd = Math.sqrt(r.next()) * hr * 0.75;
      const fr = hr * r.range(0.3, 0.42);
      const x = hx + Math.cos(fa) * fd,
        y = hy + Math.sin(fa) * fd;
      parts.push(
        circle(x, y, fr, k % 3 ? flower : shade(flower, -0.15)),
        circle(x - fr * 0.25, y - fr * 0.3, fr * 0.4, shade(flower, 0.4), { opacity: 0.75 }),
      );
    }
  }
  return g(parts);
}

/** Terracotta pot; (x, y) is the bottom centre. */
export function pot(s: Svg, x: number, y: number, w: number, h: number, color: string = C.terracotta2): string {
  const fill = s.horiz([
    [0, shade(color, 0.12)],
    [0.35, color],
    [1, shade(color, -0.35)],
  ]);
  return g([
    ellipse(x + w * 0.12, y, w * 0.62, w * 0.08, "#000000", { opacity: 0.18 }),
    path(`M${x - w * 0.5} ${y - h * 0.82}L${x + w * 0.5} ${y - h * 0.82}L${x + w * 0.36} ${y}L${x - w * 0.36} ${y}Z`, fill),
    rect(
      x - w * 0.56,
      y - h,
      w * 1.12,
      h * 0.2,
      s.horiz([
        [0, shade(color, 0.2)],
        [0.4, shade(color, 0.05)],
        [1, shade(color, -0.3)],
      ]),
      { rx: h * 0.03 },
    ),
  ]);
}

/** Potted plant: pot plus a leafy head with optional flowers or lemons. */
export function pottedPlant(
  s: Svg,
  r: Rng,
  x: number,
  y: number,
  w: number,
  kind: "geranium" | "lemon" | "olive" | "fern",
  potColor: string = C.terracotta2,
): string {
  const ph = w * 0.8;
  const parts: string[] = [];
  const cy = y - ph - w * 0.35;
  if (kind === "geranium") {
    parts.push(flowerBush(s, r, x, cy + w * 0.1, w * 0.75, w * 0.45, "#4c7a36", "#d8373f", 34));
  } else if (kind === "lemon") {
    parts.push(trunk(x, y - ph, x, y - ph - w * 0.7, w * 0.06, "#6a5240"));
    parts.push(foliage(s, r, x, y - ph - w * 1.1, w * 0.7, w * 0.55, { base: "#3f6a2e" }, 1.2));
    parts.push(fruits(r, x, y - ph - w * 1.05, w * 0.6, w * 0.45, w * 0.07, 9));
  } else if (kind === "olive") {
    parts.push(oliveTree(s, r, x, y - ph, w * 2));
  } else {
    for (let i = 0; i < 13; i++) {
      const a = -Math.PI + (i / 12) * Math.PI;
      const len = w * r.range(0.7, 1.05);
      const ex = x + Math.cos(a) * len;
      const ey = y - ph - w * 0.05 + Math.sin(a) * len * 0.9 + Math.abs(Math.cos(a)) * len * 0.3;
      const lw = len * 0.16;
      parts.push(
        path(
          `M${x} ${y - ph}Q${(x + ex) / 2 - lw} ${(y - ph + ey) / 2 - lw} ${ex} ${ey}Q${(x + ex) / 2 + lw} ${(y - ph + ey) / 2 + lw} ${x} ${y - ph}Z`,
          i % 2 ? "#4f7f3c" : "#3e6a30",
        ),
      );
    }
  }
  return g([pot(s, x, y, w, ph, potColor), ...parts]);
}

/** Bougainvillea cascade: magenta flower clusters on a dark-green base. */
export function bougainvillea(s: Svg, r: Rng, pts: readonly Pt[], size: number): string {
  const parts: string[] = [];
  for (const [x, y] of pts) parts.push(foliage(s, r, x, y, size * 1.1, size * 0.8, { base: "#3c6a2e" }, 0.5));
  for (const [x, y] of pts) {
    for (let i = 0; i < 14; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next());
      const fr = size * r.range(0.16, 0.3);
      parts.push(
        circle(
          x + Math.cos(a) * size * d,
          y + Math.sin(a) * size * 0.75 * d,
          fr,
          r.pick([C.bougainvillea, "#d2438a", "#a82a6a", "#e0609f"]),
          { opacity: 0.92 },
        ),
      );
    }
  }
  return g(parts);
}

/** Flat grass band with a few blade strokes. */
export function lawn(s: Svg, r: Rng, x: number, y: number, w: number, h: number, base = "#7f9a48"): string {
  const parts = [
    rect(
      x,
      y,
      w,
      h,
      s.linear(
        [
          [0, shade(base, -0.08)],
          [1, shade(base, 0.1)],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
  ];
  for (let i = 0; i < w / 6; i++) {
    const t = r.next();
    const xx = x + r.range(0, w);
    const yy = y + t * h;
    const bl = 2 + t * 9;
    parts.push(line(xx, yy, xx + r.range(-2, 2), yy - bl, shade(base, r.next() < 0.5 ? -0.2 : 0.2), 0.6 + t, { opacity: 0.5 }));
  }
  return g(parts);
}

/* ------------------------------------------------------------------ buildings */

export type HouseOpts = {
  wall: string;
  roof?: string;
  shutter?: string;
  floors?: number;
  windows?: number;
  roofH?: number;
  flatRoof?: boolean;
  light?: number;
};

/** Simple town house facade with a tiled roof, shuttered windows; (x, y) = bottom-left. */
export function house(s: Svg, x: number, y: number, w: number, h: number, o: HouseOpts): string {
  const roof = o.roof ?? C.terracotta2;
  const shutter = o.shutter ?? "#5d7d4a";
  const floors = o.floors ?? 2;
  const wins = o.windows ?? Math.max(1, Math.round(w / (h / floors) / 0.9));
  const rh = o.roofH ?? h * 0.22;
  const parts = [
    rect(
      x,
      y - h,
      w,
      h,
      s.horiz([
        [0, shade(o.wall, o.light ?? 0.06)],
        [1, shade(o.wall, -0.08)],
      ]),
    ),
  ];
  if (o.flatRoof) {
    parts.push(rect(x - w * 0.02, y - h - h * 0.05, w * 1.04, h * 0.06, shade(o.wall, -0.18)));
  } else {
    parts.push(
      poly(
        [
          [x - w * 0.04, y - h + 1],
          [x + w * 0.12, y - h - rh],
          [x + w * 0.88, y - h - rh],
          [x + w * 1.04, y - h + 1],
        ],
        s.vert([
          [0, shade(roof, -0.1)],
          [1, roof],
        ]),
      ),
    );
    parts.push(rect(x - w * 0.04, y - h, w * 1.08, Math.max(1, h * 0.025), shade(roof, -0.3)));
    for (let i = 1; i < 8; i++) {
      const yy = y - h - (rh * i) / 8;
      const inset = (w * 0.16 * i) / 8;
      parts.push(line(x - w * 0.04 + inset, yy, x + w * 1.04 - inset, yy, shade(roof, -0.2), Math.max(0.4, rh * 0.03), { opacity: 0.45 }));
    }
  }
  const fh = h / floors;
  for (let f = 0; f < floors; f++) {
    for (let i = 0; i < wins; i++) {
      const cx = x + (w * (i + 0.5)) / wins;
      const ww = Math.min(fh * 0.32, (w / wins) * 0.38);
      const wh = fh * 0.5;
      const wy = y - h + fh * f + fh * 0.24;
      parts.push(rect(cx - ww / 2 - ww * 0.55, wy, ww * 0.5, wh, shutter), rect(cx + ww / 2 + ww * 0.05, wy, ww * 0.5, wh, shutter));
      parts.push(rect(cx - ww / 2, wy, ww, wh, "#3a4650"));
      parts.push(rect(cx - ww / 2, wy + wh, ww, Math.max(0.6, wh * 0.06), shade(o.wall, 0.3)));
    }
  }
  return g(parts);
}

/** Rows of houses receding from the viewer; returns markup in far-to-near order. */
export function rooftops(
  s: Svg,
  r: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  haze: string,
  light = 0,
  roofK = 0.22,
): string {
  const walls = ["#f0d8b0", "#e9c39a", "#f3e4c6", "#e7b899", "#f1d2b8", "#efe2cf", "#dfb98f", "#f4dca5"];
  const roofs = [C.terracotta2, "#c0553a", "#b9623f", "#d06c48", "#a94b33"];
  const parts: string[] = [];
  const dy = (h * 0.78) / Math.max(1, rows - 1);
  parts.push(rect(x, y + h * 0.1, w, h * 0.9, mix("#d9b08a", haze, 0.25)));
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const scale = 0.45 + 0.55 * t;
    const base = y + h * 0.22 + dy * row;
    let xx = x - r.range(10, 60) * scale;
    while (xx < x + w) {
      const bh = dy * r.range(1.25, 1.7) * scale;
      const bw = bh * r.range(1.1, 2.0);
      const wall = mix(r.pick(walls), haze, (1 - t) * 0.45);
      const roof = mix(r.pick(roofs), haze, (1 - t) * 0.45);
      const lift = r.range(-0.15, 0.15) * dy;
      parts.push(
        house(s, xx, base + lift, bw, bh, {
          wall,
          roof,
          roofH: bh * roofK * r.range(0.8, 1.2),
          floors: r.int(2, 3),
          shutter: mix(r.pick(["#5d7d4a", "#6b8a55", "#7b5a3c", "#4f6f7a"]), haze, (1 - t) * 0.4),
          flatRoof: r.next() < 0.25,
          light,
        }),
      );
      if (r.next() < 0.3)
        parts.push(rect(xx + bw * 0.7, base + lift - bh - bh * 0.3, bw * 0.06, bh * 0.18, mix("#b8836a", haze, (1 - t) * 0.4)));
      xx += bw * r.range(0.85, 1.02);
    }
  }
  return g(parts);
}

/* ------------------------------------------------------------------ terrace */

/** Stone balustrade with vase-shaped balusters between y0 (top of rail) and y1 (floor). */
export function balustrade(s: Svg, x0: number, x1: number, y0: number, y1: number, stone = "#efe6d6"): string {
  const railH = (y1 - y0) * 0.14;
  const plinth = (y1 - y0) * 0.1;
  const bh = y1 - y0 - railH - plinth;
  const bw = bh * 0.32;
  const gap = bw * 0.55;
  const parts: string[] = [];
  const fill = s.linear(
    [
      [0, shade(stone, -0.25)],
      [0.3, stone],
      [0.55, shade(stone, 0.35)],
      [1, shade(stone, -0.3)],
    ],
    0,
    0,
    1,
    0,
    true,
  );
  for (let x = x0 + gap; x < x1; x += bw + gap) {
    const cx = x + bw / 2;
    const top = y0 + railH;
    const bot = top + bh;
    const d =
      `M${cx - bw * 0.32} ${top}L${cx + bw * 0.32} ${top}L${cx + bw * 0.22} ${top + bh * 0.12}` +
      `C${cx + bw * 0.12} ${top + bh * 0.3} ${cx + bw * 0.62} ${top + bh * 0.55} ${cx + bw * 0.45} ${top + bh * 0.8}` +
      `L${cx + bw * 0.5} ${bot}L${cx - bw * 0.5} ${bot}L${cx - bw * 0.45} ${top + bh * 0.8}` +
      `C${cx - bw * 0.62} ${top + bh * 0.55} ${cx - bw * 0.12} ${top + bh * 0.3} ${cx - bw * 0.22} ${top + bh * 0.12}Z`;
    parts.push(path(d, fill));
  }
  return g([
    ...parts,
    rect(
      x0,
      y0,
      x1 - x0,
      railH,
      s.vert([
        [0, shade(stone, 0.4)],
        [0.35, stone],
        [1, shade(stone, -0.22)],
      ]),
    ),
    rect(x0, y0 + railH, x1 - x0, railH * 0.18, "#000000", { opacity: 0.12 }),
    rect(
      x0,
      y1 - plinth,
      x1 - x0,
      plinth,
      s.vert([
        [0, shade(stone, 0.15)],
        [1, shade(stone, -0.18)],
      ]),
    ),
  ]);
}

/** Simple painted metal railing (balconies). */
export function railing(x0: number, x1: number, y0: number, y1: number, color: string, spacing: number, width: number): string {
  const parts = [rect(x0, y0 - width * 0.8, x1 - x0, width * 1.6, color), rect(x0, y1 - width * 2, x1 - x0, width, color)];
  for (let x = x0 + spacing / 2; x < x1; x += spacing) parts.push(rect(x - width / 2, y0, width, y1 - y0, color));
  return g(parts);
}
