/**
 * Food and tableware pieces for the breakfast pictures and the breakfast tray:
 * table surfaces, plates, cups, cornetti, fruit, jars, glasses, the moka pot,
 * cakes and bread — top-down (flat lay) and side-view variants.
 */
import { circle, ellipse, g, line, path, rect, shade, smoothD, type Pt, type Rng, type Svg } from "./svg";

/* ------------------------------------------------------------------ helpers */

/** Drop shadow of a shape, offset down-right (light from the upper left). */
export function drop(s: Svg, shape: string, dx: number, dy: number, blur: number, opacity: number): string {
  return s.soft(`<g transform="translate(${dx} ${dy})">${shape}</g>`, blur, opacity);
}

const rot = (x: number, y: number, a: number): string => `rotate(${a.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})`;

/* ------------------------------------------------------------------ surfaces */

/** Linen tablecloth seen from above: warm cream with a faint weave and soft folds. */
export function linen(s: Svg, r: Rng, w: number, h: number, base = "#f3ece0"): string {
  const parts = [
    rect(
      0,
      0,
      w,
      h,
      s.radial(
        [
          [0, shade(base, 0.35)],
          [0.7, base],
          [1, shade(base, -0.06)],
        ],
        w * 0.35,
        h * 0.3,
        Math.hypot(w, h) * 0.8,
      ),
    ),
  ];
  for (let y = 0; y < h; y += 9) parts.push(line(0, y, w, y, shade(base, -0.06), 1, { opacity: 0.35 }));
  for (let x = 0; x < w; x += 11) parts.push(line(x, 0, x, h, shade(base, -0.05), 1, { opacity: 0.25 }));
  for (let i = 0; i < 3; i++) {
    const y = h * (0.2 + i * 0.3) + r.range(-40, 40);
    parts.push(
      path(`M0 ${y}Q${w / 2} ${y + r.range(-30, 30)} ${w} ${y + r.range(-20, 20)}`, "none", {
        stroke: shade(base, -0.1),
        "stroke-width": 10,
        opacity: 0.25,
      }),
    );
  }
  return g(parts);
}

/** Warm wooden table seen from above (planks with grain). */
export function woodTop(s: Svg, r: Rng, w: number, h: number, base = "#b9875a", vertical = false): string {
  const parts: string[] = [];
  const pw = (vertical ? w : h) / 5;
  for (let i = 0; i < 6; i++) {
    const c = shade(base, r.range(-0.08, 0.06));
    if (vertical)
      parts.push(
        rect(
          i * pw,
          0,
          pw,
          h,
          s.horiz([
            [0, shade(c, -0.05)],
            [0.5, c],
            [1, shade(c, -0.08)],
          ]),
        ),
      );
    else
      parts.push(
        rect(
          0,
          i * pw,
          w,
          pw,
          s.vert([
            [0, shade(c, -0.05)],
            [0.5, c],
            [1, shade(c, -0.08)],
          ]),
        ),
      );
    for (let k = 0; k < 9; k++) {
      const o = i * pw + r.range(6, pw - 6);
      const wob = r.range(-8, 8);
      const d = vertical ? `M${o} 0Q${o + wob} ${h / 2} ${o - wob * 0.5} ${h}` : `M0 ${o}Q${w / 2} ${o + wob} ${w} ${o - wob * 0.5}`;
      parts.push(path(d, "none", { stroke: shade(c, -0.18), "stroke-width": r.range(1, 2.5), opacity: 0.35 }));
    }
    parts.push(
      vertical
        ? rect(i * pw - 1.5, 0, 3, h, shade(base, -0.4), { opacity: 0.6 })
        : rect(0, i * pw - 1.5, w, 3, shade(base, -0.4), { opacity: 0.6 }),
    );
  }
  parts.push(
    rect(
      0,
      0,
      w,
      h,
      s.radial(
        [
          [0, "#fff4dc", 0.25],
          [1, "#000000", 0.15],
        ],
        w * 0.3,
        h * 0.25,
        Math.hypot(w, h) * 0.85,
      ),
    ),
  );
  return g(parts);
}

/** White marble with soft grey veins (top-down). */
export function marble(s: Svg, r: Rng, w: number, h: number): string {
  const parts = [
    rect(
      0,
      0,
      w,
      h,
      s.radial(
        [
          [0, "#fbfaf7"],
          [1, "#e7e3dc"],
        ],
        w * 0.35,
        h * 0.3,
        Math.hypot(w, h) * 0.8,
      ),
    ),
  ];
  for (let i = 0; i < 5; i++) {
    const pts: Pt[] = [];
    let x = r.range(-100, w),
      y = r.range(-100, 0);
    for (let k = 0; k < 8; k++) {
      pts.push([x, y]);
      x += r.range(-60, 160);
      y += r.range(120, 260);
    }
    parts.push(s.soft(path(smoothD(pts, false), "none", { stroke: "#bdb6ac", "stroke-width": r.range(3, 8) }), 3, r.range(0.12, 0.25)));
  }
  return g(parts);
}

/** Checked napkin (top-down), rotated. */
export function napkin(s: Svg, x: number, y: number, w: number, h: number, angle: number, color: string): string {
  const checks: string[] = [rect(x, y, w, h, "#fbf8f2")];
  const n = 8;
  for (let i = 0; i < n; i += 2) {
    checks.push(rect(x + (w * i) / n, y, w / n, h, color, { opacity: 0.55 }));
    checks.push(rect(x, y + (h * i) / n, w, h / n, color, { opacity: 0.55 }));
  }
  const shape = g(checks, { transform: rot(x + w / 2, y + h / 2, angle) });
  return g([drop(s, rect(x, y, w, h, "#000", { transform: rot(x + w / 2, y + h / 2, angle) }), 6, 10, 10, 0.18), shape]);
}

/* ------------------------------------------------------------------ tableware (top-down) */

export function plateTop(s: Svg, cx: number, cy: number, r: number, color = "#fbf9f4", rimColor?: string): string {
  return g([
    drop(s, circle(cx, cy, r, "#000"), r * 0.06, r * 0.1, r * 0.08, 0.22),
    circle(
      cx,
      cy,
      r,
      s.radial(
        [
          [0, shade(color, 0.3)],
          [0.82, color],
          [1, shade(color, -0.12)],
        ],
        cx - r * 0.25,
        cy - r * 0.3,
        r * 1.3,
      ),
    ),
    rimColor ? circle(cx, cy, r * 0.93, "none", { stroke: rimColor, "stroke-width": r * 0.025 }) : "",
    circle(
      cx,
      cy,
      r * 0.66,
      s.radial(
        [
          [0, shade(color, 0.2)],
          [0.85, color],
          [1, shade(color, -0.1)],
        ],
        cx - r * 0.15,
        cy - r * 0.2,
        r * 0.8,
      ),
    ),
  ]);
}

export function bowlTop(s: Svg, cx: number, cy: number, r: number, color: string, inner = "#f6f1e8"): string {
  return g([
    drop(s, circle(cx, cy, r, "#000"), r * 0.08, r * 0.12, r * 0.1, 0.28),
    circle(
      cx,
      cy,
      r,
      s.radial(
        [
          [0, shade(color, 0.25)],
          [1, shade(color, -0.2)],
        ],
        cx - r * 0.3,
        cy - r * 0.35,
        r * 1.4,
      ),
    ),
    circle(
      cx,
      cy,
      r * 0.88,
      s.radial(
        [
          [0, inner],
          [0.8, shade(inner, -0.06)],
          [1, shade(inner, -0.2)],
        ],
        cx + r * 0.15,
        cy + r * 0.15,
        r,
      ),
    ),
  ]);
}

/** Heart-shaped latte art path (centre, size). */
function heart(cx: number, cy: number, k: number): string {
  return `M${cx} ${cy + k * 0.55}C${cx - k * 0.9} ${cy - k * 0.05} ${cx - k * 0.55} ${cy - k * 0.75} ${cx} ${cy - k * 0.3}C${cx + k * 0.55} ${cy - k * 0.75} ${cx + k * 0.9} ${cy - k * 0.05} ${cx} ${cy + k * 0.55}Z`;
}

/** Cup on a saucer seen from above: cappuccino with latte art, or espresso with crema. */
export function cupTop(
  s: Svg,
  cx: number,
  cy: number,
  r: number,
  drink: "cappuccino" | "espresso" | "tea",
  cup = "#fbf9f4",
  handleAngle = 35,
): string {
  const a = (handleAngle * Math.PI) / 180;
  const hx = cx + Math.cos(a) * r * 1.12,
    hy = cy + Math.sin(a) * r * 1.12;
  const parts = [plateTop(s, cx, cy, r * 1.6, cup)];
  parts.push(drop(s, circle(cx, cy, r, "#000"), r * 0.08, r * 0.12, r * 0.1, 0.3));
  parts.push(
    `<rect x="${(hx - r * 0.28).toFixed(1)}" y="${(hy - r * 0.13).toFixed(1)}" width="${(r * 0.56).toFixed(1)}" height="${(r * 0.26).toFixed(1)}" rx="${(r * 0.12).toFixed(1)}" fill="${shade(cup, -0.06)}" transform="${rot(hx, hy, handleAngle)}"/>`,
  );
  parts.push(
    circle(
      cx,
      cy,
      r,
      s.radial(
        [
          [0, shade(cup, 0.3)],
          [1, shade(cup, -0.15)],
        ],
        cx - r * 0.3,
        cy - r * 0.3,
        r * 1.4,
      ),
    ),
  );
  const lr = r * 0.84;
  if (drink === "cappuccino") {
    parts.push(
      circle(
        cx,
        cy,
        lr,
        s.radial(
          [
            [0, "#d9a470"],
            [0.75, "#b36f3a"],
            [1, "#7a4420"],
          ],
          cx,
          cy,
          lr,
        ),
      ),
    );
    parts.push(
      path(
        heart(cx, cy + lr * 0.05, lr * 0.95),
        s.radial(
          [
            [0, "#fffaf0"],
            [1, "#f1dfc4"],
          ],
          cx,
          cy,
          lr,
        ),
      ),
    );
    parts.push(path(heart(cx, cy + lr * 0.05, lr * 0.55), "#c78b52", { opacity: 0.55 }));
    parts.push(path(heart(cx, cy + lr * 0.05, lr * 0.3), "#fff6e6"));
  } else if (drink === "espresso") {
    parts.push(
      circle(
        cx,
        cy,
        lr,
        s.radial(
          [
            [0, "#c98a4c"],
            [0.6, "#a4612c"],
            [1, "#5b3216"],
          ],
          cx - lr * 0.2,
          cy - lr * 0.2,
          lr * 1.1,
        ),
      ),
    );
    parts.push(circle(cx - lr * 0.25, cy - lr * 0.2, lr * 0.18, "#e8b680", { opacity: 0.5 }));
  } else {
    parts.push(
      circle(
        cx,
        cy,
        lr,
        s.radial(
          [
            [0, "#d99a4a"],
            [1, "#9a5a22"],
          ],
          cx,
          cy,
          lr,
        ),
      ),
    );
  }
  parts.push(
    path(`M${cx - r * 0.7} ${cy - r * 0.55}A${r * 0.92} ${r * 0.92} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.9}`, "none", {
      stroke: "#ffffff",
      "stroke-width": r * 0.06,
      opacity: 0.7,
      "stroke-linecap": "round",
    }),
  );
  return g(parts);
}

/** Teaspoon (top-down). */
export function spoon(x: number, y: number, len: number, angle: number, metal = "#c9ccd0"): string {
  return g(
    [
      rect(x, y - len * 0.035, len * 0.75, len * 0.07, metal, { rx: len * 0.035 }),
      ellipse(x + len * 0.85, y, len * 0.15, len * 0.1, metal),
      ellipse(x + len * 0.82, y - len * 0.03, len * 0.08, len * 0.04, "#ffffff", { opacity: 0.5 }),
    ],
    { transform: rot(x, y, angle) },
  );
}

/* ------------------------------------------------------------------ pastries */

/** Cornetto (Italian croissant) seen from above: lobes along a crescent, sugar-dusted. */
export function cornettoTop(s: Svg, r: Rng, cx: number, cy: number, size: number, angle: number, sugar = true): string {
  const lobes: string[] = [];
  const n = 7;
  const R = size * 0.4;
  const span = 2.7;
  const gold = s.radial(
    [
      [0, "#f4c074"],
      [0.5, "#dc9443"],
      [1, "#9a5420"],
    ],
    0.45,
    0.4,
    0.7,
    { obb: true },
  );
  const order = [0, 6, 1, 5, 2, 4, 3];
  const a0 = -Math.PI / 2 - span / 2;
  const arc = `M${Math.cos(a0) * R} ${Math.sin(a0) * R + R * 0.55}A${R} ${R} 0 0 1 ${Math.cos(a0 + span) * R} ${Math.sin(a0 + span) * R + R * 0.55}`;
  lobes.push(path(arc, "none", { stroke: "#b86a2a", "stroke-width": size * 0.2, "stroke-linecap": "round" }));
  for (const i of order) {
    const t = i / (n - 1);
    const a = a0 + t * span;
    const x = Math.cos(a) * R;
    const y = Math.sin(a) * R + R * 0.55;
    const wgt = Math.sin(Math.PI * (0.08 + 0.84 * t));
    const long = size * (0.07 + 0.19 * wgt);
    const short = ((R * span) / n) * (0.7 + 0.45 * wgt);
    const deg = ((a * 180) / Math.PI).toFixed(1);
    const tf = `rotate(${deg} ${x.toFixed(1)} ${y.toFixed(1)})`;
    lobes.push(
      `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${long.toFixed(1)}" ry="${short.toFixed(1)}" fill="${gold}" transform="${tf}"/>`,
    );
    lobes.push(
      path(`M${x - long * 0.8} ${y - short * 0.15}Q${x} ${y + short * 0.35} ${x + long * 0.8} ${y - short * 0.15}`, "none", {
        stroke: "#8a4a1c",
        "stroke-width": size * 0.008,
        opacity: 0.5,
        transform: tf,
      }),
    );
    lobes.push(ellipse(x - long * 0.25, y - short * 0.25, long * 0.4, short * 0.22, "#fde2a8", { opacity: 0.25, transform: tf }));
  }
  const dust: string[] = [];
  if (sugar) {
    for (let i = 0; i < 70; i++) {
      const a = a0 + r.range(0.15, 0.85) * span;
      const rr = R + r.range(-0.12, 0.12) * size;
      dust.push(
        circle(Math.cos(a) * rr, Math.sin(a) * rr + R * 0.55, r.range(0.8, 2.2) * (size / 300), "#fffaf2", {
          opacity: r.range(0.5, 0.95).toFixed(2),
        }),
      );
    }
  }
  const shape = g([...lobes, ...dust]);
  return g([drop(s, g(lobes), size * 0.04, size * 0.07, size * 0.05, 0.3), shape], {
    transform: `translate(${cx} ${cy}) rotate(${angle})`,
  });
}

/* ------------------------------------------------------------------ fruit (top-down) */

export function orangeHalf(s: Svg, cx: number, cy: number, r: number): string {
  const seg: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    seg.push(line(cx, cy, cx + Math.cos(a) * r * 0.78, cy + Math.sin(a) * r * 0.78, "#fff1c9", r * 0.04, { opacity: 0.85 }));
  }
  return g([
    drop(s, circle(cx, cy, r, "#000"), r * 0.08, r * 0.12, r * 0.1, 0.28),
    circle(cx, cy, r, "#e8801f"),
    circle(cx, cy, r * 0.9, "#fbe2b0"),
    circle(
      cx,
      cy,
      r * 0.82,
      s.radial(
        [
          [0, "#ffc061"],
          [1, "#f39a2a"],
        ],
        cx,
        cy,
        r * 0.82,
      ),
    ),
    ...seg,
    circle(cx, cy, r * 0.08, "#fff1c9"),
  ]);
}

export function kiwiSlice(s: Svg, cx: number, cy: number, r: number): string {
  const seeds: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    seeds.push(
      ellipse(cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42, r * 0.06, r * 0.03, "#2a2418", {
        transform: rot(cx + Math.cos(a) * r * 0.42, cy + Math.sin(a) * r * 0.42, (a * 180) / Math.PI),
      }),
    );
  }
  return g([
    drop(s, circle(cx, cy, r, "#000"), r * 0.06, r * 0.1, r * 0.08, 0.22),
    circle(cx, cy, r, "#7a5a34"),
    circle(
      cx,
      cy,
      r * 0.93,
      s.radial(
        [
          [0, "#d9ec9a"],
          [0.35, "#a8cf4a"],
          [1, "#6ea62e"],
        ],
        cx,
        cy,
        r,
      ),
    ),
    circle(cx, cy, r * 0.25, "#eef5cf"),
    ...seeds,
  ]);
}

export function strawberry(s: Svg, r: Rng, cx: number, cy: number, size: number, angle: number): string {
  const body = `M0 ${size * 0.55}C${-size * 0.55} ${size * 0.1} ${-size * 0.5} ${-size * 0.45} 0 ${-size * 0.4}C${size * 0.5} ${-size * 0.45} ${size * 0.55} ${size * 0.1} 0 ${size * 0.55}Z`;
  const seeds: string[] = [];
  for (let i = 0; i < 14; i++)
    seeds.push(ellipse(r.range(-0.3, 0.3) * size, r.range(-0.25, 0.4) * size, size * 0.025, size * 0.04, "#f7dc8a"));
  const leaves: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i - 2) * 0.55;
    leaves.push(
      ellipse(Math.cos(a) * size * 0.15, -size * 0.4 + Math.sin(a) * size * 0.08, size * 0.16, size * 0.06, "#4f8a35", {
        transform: `rotate(${((a * 180) / Math.PI).toFixed(0)} ${(Math.cos(a) * size * 0.15).toFixed(1)} ${(-size * 0.4 + Math.sin(a) * size * 0.08).toFixed(1)})`,
      }),
    );
  }
  return g(
    [
      drop(s, path(body, "#000"), size * 0.06, size * 0.1, size * 0.08, 0.25),
      path(
        body,
        s.radial(
          [
            [0, "#f2555a"],
            [0.7, "#d42a35"],
            [1, "#9e1622"],
          ],
          0.4,
          0.35,
          0.8,
          { obb: true },
        ),
      ),
      ...seeds,
      ...leaves,
    ],
    { transform: `translate(${cx} ${cy}) rotate(${angle})` },
  );
}

/** A cluster of round berries/grapes. */
export function cluster(s: Svg, r: Rng, cx: number, cy: number, count: number, rad: number, color: string, spread = 1): string {
  const out: string[] = [];
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * rad * 2.2 * spread * Math.sqrt(count / 6);
    pts.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.85]);
  }
  pts.sort((p, q) => p[1] - q[1]);
  for (const [x, y] of pts) {
    const rr = rad * r.range(0.85, 1.1);
    out.push(drop(s, circle(x, y, rr, "#000"), rr * 0.15, rr * 0.25, rr * 0.2, 0.25));
    out.push(
      circle(
        x,
        y,
        rr,
        s.radial(
          [
            [0, shade(color, 0.35)],
            [0.6, color],
            [1, shade(color, -0.35)],
          ],
          x - rr * 0.35,
          y - rr * 0.35,
          rr * 1.3,
        ),
      ),
    );
    out.push(circle(x - rr * 0.35, y - rr * 0.35, rr * 0.18, "#ffffff", { opacity: 0.55 }));
  }
  return g(out);
}

/** Round fruit (apricot, peach, apple, orange) from above. */
export function roundFruit(s: Svg, cx: number, cy: number, r: number, color: string, blush?: string): string {
  return g([
    drop(s, circle(cx, cy, r, "#000"), r * 0.1, r * 0.16, r * 0.14, 0.3),
    circle(
      cx,
      cy,
      r,
      s.radial(
        [
          [0, shade(color, 0.35)],
          [0.6, color],
          [1, shade(color, -0.3)],
        ],
        cx - r * 0.35,
        cy - r * 0.35,
        r * 1.35,
      ),
    ),
    blush ? circle(cx + r * 0.25, cy + r * 0.2, r * 0.55, blush, { opacity: 0.45 }) : "",
    path(`M${cx - r * 0.1} ${cy - r * 0.9}Q${cx + r * 0.2} ${cy - r * 0.2} ${cx} ${cy + r * 0.3}`, "none", {
      stroke: shade(color, -0.25),
      "stroke-width": r * 0.04,
      opacity: 0.5,
    }),
    circle(cx - r * 0.4, cy - r * 0.4, r * 0.16, "#ffffff", { opacity: 0.45 }),
  ]);
}

export function leaf(x: number, y: number, len: number, angle: number, color = "#4f8a35"): string {
  return g(
    [
      path(`M0 0Q${len * 0.5} ${-len * 0.32} ${len} 0Q${len * 0.5} ${len * 0.32} 0 0Z`, color),
      line(0, 0, len * 0.9, 0, shade(color, -0.25), len * 0.03),
    ],
    { transform: `translate(${x} ${y}) rotate(${angle})` },
  );
}

/* ------------------------------------------------------------------ side views */

/** Back wall + table surface for side-view still lifes, with soft bokeh. */
export function backdrop(
  s: Svg,
  r: Rng,
  w: number,
  h: number,
  tableY: number,
  wall: [string, string],
  table: [string, string],
  bokeh = true,
): string {
  const parts = [
    rect(
      0,
      0,
      w,
      tableY + 2,
      s.linear(
        [
          [0, wall[0]],
          [1, wall[1]],
        ],
        0,
        0,
        w,
        tableY,
      ),
    ),
  ];
  if (bokeh) {
    for (let i = 0; i < 14; i++)
      parts.push(circle(r.range(0, w), r.range(0, tableY * 0.8), r.range(30, 90), "#fff8e8", { opacity: r.range(0.08, 0.22).toFixed(2) }));
  }
  parts.push(
    rect(
      0,
      tableY,
      w,
      h - tableY,
      s.linear(
        [
          [0, table[0]],
          [1, table[1]],
        ],
        0,
        tableY,
        0,
        h,
      ),
    ),
  );
  parts.push(rect(0, tableY, w, 6, "#ffffff", { opacity: 0.35 }));
  return g(parts);
}

/** Glass (side view) with a liquid; (x, y) bottom centre, w top width. */
export function glassSide(s: Svg, x: number, y: number, w: number, h: number, liquid: string | null, level = 0.75, taper = 0.82): string {
  const bw = w * taper;
  const body = `M${x - w / 2} ${y - h}L${x + w / 2} ${y - h}L${x + bw / 2} ${y}L${x - bw / 2} ${y}Z`;
  const ly = y - h * level;
  const lw = bw + (w - bw) * level;
  const parts = [ellipse(x + w * 0.15, y, w * 0.7, w * 0.1, "#000", { opacity: 0.15 })];
  if (liquid) {
    parts.push(
      path(
        `M${x - lw / 2} ${ly}L${x + lw / 2} ${ly}L${x + bw / 2 - 3} ${y - 6}L${x - bw / 2 + 3} ${y - 6}Z`,
        s.horiz([
          [0, shade(liquid, -0.15)],
          [0.35, shade(liquid, 0.12)],
          [1, shade(liquid, -0.25)],
        ]),
      ),
    );
    parts.push(ellipse(x, ly, lw / 2, w * 0.07, shade(liquid, 0.2)));
  }
  parts.push(
    path(
      body,
      s.horiz([
        [0, "#ffffff", 0.35],
        [0.15, "#ffffff", 0.08],
        [0.25, "#ffffff", 0.45],
        [0.32, "#ffffff", 0.05],
        [1, "#dfeff3", 0.3],
      ]),
      { stroke: "#ffffff", "stroke-width": 2, "stroke-opacity": 0.7 },
    ),
  );
  parts.push(ellipse(x, y - h, w / 2, w * 0.08, "none", { stroke: "#ffffff", "stroke-width": 2.5, opacity: 0.85 }));
  parts.push(rect(x - bw / 2, y - 8, bw, 8, "#ffffff", { opacity: 0.35, rx: 3 }));
  return g(parts);
}

/** Jar with contents and a gingham cloth lid (side view); (x, y) bottom centre. */
export function jarSide(s: Svg, x: number, y: number, w: number, h: number, fill: string, cloth: string | null, lid = "#d9b25a"): string {
  const parts = [ellipse(x + w * 0.12, y, w * 0.65, w * 0.1, "#000", { opacity: 0.2 })];
  parts.push(
    rect(
      x - w / 2,
      y - h * 0.86,
      w,
      h * 0.86,
      s.horiz([
        [0, shade(fill, -0.3)],
        [0.3, shade(fill, 0.1)],
        [0.5, fill],
        [1, shade(fill, -0.4)],
      ]),
      { rx: w * 0.16 },
    ),
  );
  parts.push(rect(x - w * 0.38, y - h * 0.8, w * 0.1, h * 0.62, "#ffffff", { opacity: 0.35, rx: w * 0.05 }));
  parts.push(rect(x - w * 0.25, y - h * 0.55, w * 0.5, h * 0.26, "#fbf6ea", { rx: 4, opacity: 0.92 }));
  parts.push(rect(x - w * 0.18, y - h * 0.47, w * 0.36, h * 0.04, shade(fill, -0.1), { opacity: 0.6 }));
  if (cloth) {
    const cw = w * 1.25;
    const top = y - h;
    const d = `M${x - w * 0.44} ${top + h * 0.07}L${x + w * 0.44} ${top + h * 0.07}Q${x + cw * 0.52} ${top + h * 0.22} ${x + cw * 0.46} ${top + h * 0.28}Q${x + cw * 0.3} ${top + h * 0.2} ${x + cw * 0.15} ${top + h * 0.26}Q${x} ${top + h * 0.2} ${x - cw * 0.15} ${top + h * 0.26}Q${x - cw * 0.3} ${top + h * 0.2} ${x - cw * 0.46} ${top + h * 0.28}Q${x - cw * 0.52} ${top + h * 0.22} ${x - w * 0.44} ${top + h * 0.07}Z`;
    const checks: string[] = [path(d, "#fbf8f2")];
    const clip = s.clipD(d);
    const cells: string[] = [];
    for (let i = -8; i < 8; i += 2) cells.push(rect(x + i * w * 0.08, top, w * 0.08, h * 0.35, cloth, { opacity: 0.6 }));
    for (let i = 0; i < 5; i += 2) cells.push(rect(x - cw, top + h * 0.05 + i * h * 0.05, cw * 2, h * 0.05, cloth, { opacity: 0.6 }));
    checks.push(g(cells, { "clip-path": clip }));
    checks.push(
      ellipse(
        x,
        top + h * 0.06,
        w * 0.45,
        h * 0.07,
        s.horiz([
          [0, shade(cloth, 0.5)],
          [1, shade(cloth, 0.1)],
        ]),
      ),
    );
    checks.push(rect(x - w * 0.46, top + h * 0.12, w * 0.92, h * 0.03, "#b8935a"));
    parts.push(...checks);
  } else {
    parts.push(
      rect(
        x - w * 0.44,
        y - h,
        w * 0.88,
        h * 0.16,
        s.horiz([
          [0, shade(lid, -0.2)],
          [0.4, shade(lid, 0.2)],
          [1, shade(lid, -0.35)],
        ]),
        { rx: 4 },
      ),
    );
  }
  return g(parts);
}

/** Octagonal aluminium moka pot (side view); (x, y) bottom centre, h total height. */
export function moka(s: Svg, x: number, y: number, h: number): string {
  const w = h * 0.55;
  const metal = s.horiz([
    [0, "#6f747a"],
    [0.18, "#c9cdd2"],
    [0.3, "#f1f3f5"],
    [0.45, "#a9aeb4"],
    [0.62, "#d6d9dd"],
    [0.8, "#8a8f95"],
    [1, "#5b5f64"],
  ]);
  const waist = y - h * 0.46;
  const bottom = `M${x - w * 0.5} ${y}L${x + w * 0.5} ${y}L${x + w * 0.36} ${waist}L${x - w * 0.36} ${waist}Z`;
  const top = `M${x - w * 0.36} ${waist - h * 0.04}L${x + w * 0.36} ${waist - h * 0.04}L${x + w * 0.48} ${y - h * 0.9}L${x - w * 0.48} ${y - h * 0.9}Z`;
  const lid = `M${x - w * 0.5} ${y - h * 0.9}L${x + w * 0.5} ${y - h * 0.9}L${x + w * 0.36} ${y - h * 0.97}L${x - w * 0.36} ${y - h * 0.97}Z`;
  const facets: string[] = [];
  for (const f of [-0.28, -0.1, 0.1, 0.28]) {
    facets.push(line(x + f * w, y - 2, x + f * w * 0.74, waist + 2, "#ffffff", 1.5, { opacity: 0.25 }));
    facets.push(line(x + f * w * 0.74, waist - h * 0.04, x + f * w * 0.98, y - h * 0.9, "#ffffff", 1.5, { opacity: 0.25 }));
  }
  return g([
    ellipse(x + w * 0.2, y, w * 0.8, w * 0.1, "#000", { opacity: 0.22 }),
    path(bottom, metal),
    rect(x - w * 0.4, waist - h * 0.045, w * 0.8, h * 0.05, "#8b9096"),
    path(top, metal),
    path(lid, metal),
    ellipse(x, y - h * 0.985, w * 0.08, h * 0.025, "#2a2a2a"),
    path(`M${x - w * 0.48} ${y - h * 0.88}L${x - w * 0.7} ${y - h * 0.98}L${x - w * 0.62} ${y - h * 0.86}Z`, "#9aa0a6"),
    path(
      `M${x + w * 0.44} ${y - h * 0.82}Q${x + w * 0.85} ${y - h * 0.8} ${x + w * 0.78} ${y - h * 0.62}L${x + w * 0.72} ${y - h * 0.55}Q${x + w * 0.6} ${y - h * 0.52} ${x + w * 0.38} ${y - h * 0.56}L${x + w * 0.4} ${y - h * 0.64}Q${x + w * 0.62} ${y - h * 0.64} ${x + w * 0.66} ${y - h * 0.7}Q${x + w * 0.66} ${y - h * 0.76} ${x + w * 0.44} ${y - h * 0.76}Z`,
      "#232323",
    ),
    ...facets,
  ]);
}

/** Espresso cup on a saucer (side view); (x, y) bottom centre. */
export function espressoSide(s: Svg, x: number, y: number, w: number, color = "#fbf9f4"): string {
  const h = w * 0.62;
  return g([
    ellipse(x + w * 0.15, y + 2, w * 0.95, w * 0.12, "#000", { opacity: 0.18 }),
    ellipse(
      x,
      y - w * 0.03,
      w * 0.85,
      w * 0.12,
      s.vert([
        [0, shade(color, 0.1)],
        [1, shade(color, -0.15)],
      ]),
    ),
    path(
      `M${x - w / 2} ${y - h - w * 0.05}Q${x - w / 2} ${y - w * 0.08} ${x} ${y - w * 0.08}Q${x + w / 2} ${y - w * 0.08} ${x + w / 2} ${y - h - w * 0.05}Z`,
      s.horiz([
        [0, shade(color, -0.15)],
        [0.35, shade(color, 0.25)],
        [1, shade(color, -0.25)],
      ]),
    ),
    path(`M${x + w * 0.48} ${y - h * 0.9}Q${x + w * 0.85} ${y - h * 0.8} ${x + w * 0.46} ${y - h * 0.35}`, "none", {
      stroke: shade(color, -0.1),
      "stroke-width": w * 0.08,
      "stroke-linecap": "round",
    }),
    ellipse(x, y - h - w * 0.05, w / 2, w * 0.1, shade(color, -0.05)),
    ellipse(x, y - h - w * 0.04, w * 0.44, w * 0.08, "#7a4420"),
    ellipse(x - w * 0.08, y - h - w * 0.05, w * 0.22, w * 0.04, "#c98a4c", { opacity: 0.8 }),
  ]);
}

/** Coffee beans scattered on the table. */
export function beans(r: Rng, cx: number, cy: number, spread: number, count: number, size: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = cx + r.range(-spread, spread),
      y = cy + r.range(-spread * 0.3, spread * 0.3);
    const a = r.range(0, 180);
    out.push(
      g(
        [
          ellipse(0, 0, size, size * 0.68, "#5a3218"),
          path(`M${-size * 0.8} 0Q0 ${size * 0.25} ${size * 0.8} 0`, "none", { stroke: "#2d170a", "stroke-width": size * 0.15 }),
        ],
        { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${a.toFixed(0)})` },
      ),
    );
  }
  return g(out);
}

/** Bread roll from above (rosetta-like scored top). */
export function rollTop(s: Svg, cx: number, cy: number, r: number, angle = 0): string {
  return g(
    [
      drop(s, ellipse(0, 0, r * 1.15, r, "#000"), r * 0.1, r * 0.16, r * 0.12, 0.3),
      ellipse(
        0,
        0,
        r * 1.15,
        r,
        s.radial(
          [
            [0, "#f0c37a"],
            [0.6, "#d2924a"],
            [1, "#9c5d26"],
          ],
          0.4,
          0.35,
          0.75,
          { obb: true },
        ),
      ),
      path(`M${-r * 0.7} ${-r * 0.2}Q0 ${-r * 0.45} ${r * 0.7} ${-r * 0.2}`, "none", {
        stroke: "#f6deb0",
        "stroke-width": r * 0.12,
        "stroke-linecap": "round",
      }),
      path(`M${-r * 0.6} ${r * 0.3}Q0 ${r * 0.05} ${r * 0.6} ${r * 0.3}`, "none", {
        stroke: "#f6deb0",
        "stroke-width": r * 0.1,
        "stroke-linecap": "round",
      }),
    ],
    { transform: `translate(${cx} ${cy}) rotate(${angle})` },
  );
}

/** Slice of bread (top-down) with crust and airy crumb. */
export function breadSlice(s: Svg, r: Rng, cx: number, cy: number, w: number, angle: number): string {
  const h = w * 0.72;
  const d = `M${-w / 2} ${-h * 0.1}Q${-w / 2} ${-h / 2} 0 ${-h / 2}Q${w / 2} ${-h / 2} ${w / 2} ${-h * 0.1}L${w * 0.46} ${h / 2}L${-w * 0.46} ${h / 2}Z`;
  const holes: string[] = [];
  for (let i = 0; i < 14; i++)
    holes.push(
      ellipse(r.range(-w * 0.35, w * 0.35), r.range(-h * 0.3, h * 0.4), r.range(2, 6) * (w / 200), r.range(1.5, 4) * (w / 200), "#d9bf8c", {
        opacity: 0.7,
      }),
    );
  return g(
    [
      drop(s, path(d, "#000"), w * 0.04, w * 0.07, w * 0.05, 0.25),
      path(d, "#a8652c"),
      path(
        d,
        s.radial(
          [
            [0, "#fbeccb"],
            [1, "#ecd3a0"],
          ],
          0.5,
          0.5,
          0.6,
          { obb: true },
        ),
        { transform: "scale(0.88)" },
      ),
      g(holes),
    ],
    { transform: `translate(${cx} ${cy}) rotate(${angle})` },
  );
}

/** Grissini (breadsticks) lying side by side. */
export function grissini(s: Svg, x: number, y: number, len: number, count: number, angle: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(drop(s, rect(0, i * len * 0.05, len, len * 0.028, "#000", { rx: len * 0.014 }), 4, 8, 5, 0.2));
    out.push(
      rect(
        0,
        i * len * 0.05,
        len,
        len * 0.028,
        s.vert([
          [0, "#f1cf8f"],
          [1, "#c58b46"],
        ]),
        { rx: len * 0.014 },
      ),
    );
  }
  return g(out, { transform: `translate(${x} ${y}) rotate(${angle})` });
}

/** Wicker basket (top-down oval) with a weave; returns the basket and its inner clip. */
export function basketTop(s: Svg, cx: number, cy: number, rx: number, ry: number): { svg: string; clip: string } {
  const outer = `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
  const ix = rx * 0.86,
    iy = ry * 0.84;
  const inner = `M${cx - ix} ${cy}A${ix} ${iy} 0 1 0 ${cx + ix} ${cy}A${ix} ${iy} 0 1 0 ${cx - ix} ${cy}Z`;
  const weave: string[] = [];
  for (let a = 0; a < 360; a += 6) {
    const t = (a * Math.PI) / 180;
    const x0 = cx + Math.cos(t) * ix,
      y0 = cy + Math.sin(t) * iy;
    const x1 = cx + Math.cos(t + 0.06) * rx,
      y1 = cy + Math.sin(t + 0.06) * ry;
    weave.push(line(x0, y0, x1, y1, "#8a5a2c", 3, { opacity: 0.5 }));
  }
  const clip = s.clipD(inner);
  return {
    clip,
    svg: g([
      drop(s, path(outer, "#000"), rx * 0.03, ry * 0.08, rx * 0.05, 0.35),
      path(
        outer,
        s.radial(
          [
            [0, "#d9a86a"],
            [1, "#a8733c"],
          ],
          cx - rx * 0.3,
          cy - ry * 0.3,
          Math.max(rx, ry) * 1.2,
        ),
      ),
      ...weave,
      path(
        inner,
        s.radial(
          [
            [0, "#b98446"],
            [1, "#7e5026"],
          ],
          cx,
          cy + iy * 0.2,
          Math.max(ix, iy),
        ),
      ),
    ]),
  };
}

/** Rounded rectangle tray (top-down) with handles. */
export function trayTop(s: Svg, x: number, y: number, w: number, h: number, color = "#b07a4a"): string {
  return g([
    drop(s, rect(x, y, w, h, "#000", { rx: w * 0.04 }), w * 0.015, w * 0.03, w * 0.02, 0.35),
    rect(
      x,
      y,
      w,
      h,
      s.linear(
        [
          [0, shade(color, 0.15)],
          [1, shade(color, -0.15)],
        ],
        x,
        y,
        x + w,
        y + h,
      ),
      { rx: w * 0.04 },
    ),
    rect(
      x + w * 0.03,
      y + w * 0.03,
      w - w * 0.06,
      h - w * 0.06,
      s.radial(
        [
          [0, shade(color, 0.2)],
          [1, shade(color, -0.05)],
        ],
        x + w * 0.4,
        y + h * 0.35,
        w * 0.7,
      ),
      { rx: w * 0.025 },
    ),
    rect(x + w * 0.4, y + w * 0.008, w * 0.2, w * 0.014, shade(color, -0.4), { rx: w * 0.007 }),
    rect(x + w * 0.4, y + h - w * 0.022, w * 0.2, w * 0.014, shade(color, -0.4), { rx: w * 0.007 }),
  ]);
}

/** Small vase with a few flowers (side view); (x, y) bottom centre. */
export function flowerVase(s: Svg, r: Rng, x: number, y: number, h: number, flower: string, vase = "#e9e4da"): string {
  const w = h * 0.32;
  const parts: string[] = [];
  const stems: string[] = [];
  const heads: string[] = [];
  for (let i = 0; i < 5; i++) {
    const tx = x + r.range(-h * 0.35, h * 0.35);
    const ty = y - h * r.range(1.2, 1.6);
    stems.push(
      path(`M${x} ${y - h * 0.6}Q${(x + tx) / 2} ${ty + h * 0.2} ${tx} ${ty}`, "none", { stroke: "#4f7a3a", "stroke-width": h * 0.025 }),
    );
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2;
      heads.push(
        ellipse(tx + Math.cos(a) * h * 0.06, ty + Math.sin(a) * h * 0.06, h * 0.065, h * 0.045, flower, {
          transform: rot(tx + Math.cos(a) * h * 0.06, ty + Math.sin(a) * h * 0.06, (a * 180) / Math.PI),
        }),
      );
    }
    heads.push(circle(tx, ty, h * 0.035, "#f2c94c"));
    if (i % 2) heads.push(leaf(tx - h * 0.05, ty + h * 0.25, h * 0.22, 200 + r.range(-30, 30), "#5b8a45"));
  }
  parts.push(...stems, ...heads);
  parts.push(ellipse(x + w * 0.3, y, w * 0.8, w * 0.15, "#000", { opacity: 0.15 }));
  parts.push(
    path(
      `M${x - w * 0.25} ${y - h * 0.62}L${x + w * 0.25} ${y - h * 0.62}Q${x + w * 0.2} ${y - h * 0.5} ${x + w * 0.5} ${y - h * 0.3}Q${x + w * 0.6} ${y} ${x + w * 0.3} ${y}L${x - w * 0.3} ${y}Q${x - w * 0.6} ${y} ${x - w * 0.5} ${y - h * 0.3}Q${x - w * 0.2} ${y - h * 0.5} ${x - w * 0.25} ${y - h * 0.62}Z`,
      s.horiz([
        [0, shade(vase, -0.2)],
        [0.35, shade(vase, 0.2)],
        [1, shade(vase, -0.3)],
      ]),
    ),
  );
  return g(parts);
}
