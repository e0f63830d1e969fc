/**
 * Tiny SVG toolkit shared by every drawing: a scene builder that collects <defs>
 * (gradients, blur filters, clip paths), element helpers, colour maths, a seeded
 * random generator and path smoothing. Everything is plain strings, so drawings
 * stay deterministic and fast to build.
 */

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;
/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

/** Rounds to one decimal: plenty for pixels, keeps the markup short. */
export const n1 = (v: number): string => String(Math.round(v * 10) / 10);

export function attrs(a: Attrs = {}): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n1(v) : v}"`;
  }
  return out;
}

const el = (tag: string, a: Attrs, extra?: Attrs): string => `<${tag}${attrs({ ...a, ...extra })}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: Attrs): string =>
  el("rect", { x, y, width: w, height: h, fill }, extra);
export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Attrs): string => el("circle", { cx, cy, r, fill }, extra);
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Attrs): string =>
  el("ellipse", { cx, cy, rx, ry, fill }, extra);
export const path = (d: string, fill: string, extra?: Attrs): string => el("path", { d, fill }, extra);
export const poly = (pts: readonly Pt[], fill: string, extra?: Attrs): string =>
  el("polygon", { points: pts.map(([x, y]) => `${n1(x)},${n1(y)}`).join(" "), fill }, extra);
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra?: Attrs): string =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round" }, extra);
export const g = (children: readonly string[], extra?: Attrs): string => `<g${attrs(extra)}>${children.join("")}</g>`;

/** Straight polygon path data. */
export function polyD(pts: readonly Pt[], closed = true): string {
  return pts.map(([x, y], i) => `${i ? "L" : "M"}${n1(x)} ${n1(y)}`).join("") + (closed ? "Z" : "");
}

/** Closed Catmull-Rom spline through the points: organic blobs, leaves, folds. */
export function smoothD(pts: readonly Pt[], closed = true, tension = 1): string {
  const n = pts.length;
  if (n < 3) return polyD(pts, closed);
  const at = (i: number): Pt => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${n1(pts[0][0])} ${n1(pts[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return d + (closed ? "Z" : "");
}

/** Polygon with rounded corners (radius clamped to half of each edge). */
export function roundD(pts: readonly Pt[], r: number): string {
  const n = pts.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n],
      p1 = pts[i],
      p2 = pts[(i + 1) % n];
    const l1 = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]) || 1;
    const l2 = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) || 1;
    const r1 = Math.min(r, l1 / 2),
      r2 = Math.min(r, l2 / 2);
    const a: Pt = [p1[0] + ((p0[0] - p1[0]) * r1) / l1, p1[1] + ((p0[1] - p1[1]) * r1) / l1];
    const b: Pt = [p1[0] + ((p2[0] - p1[0]) * r2) / l2, p1[1] + ((p2[1] - p1[1]) * r2) / l2];
    d += `${i ? "L" : "M"}${n1(a[0])} ${n1(a[1])}Q${n1(p1[0])} ${n1(p1[1])} ${n1(b[0])} ${n1(b[1])}`;
  }
  return d + "Z";
}

/* ------------------------------------------------------------------ colour */

function parse(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}
const hex2 = (v: number): string =>
  Math.round(Math.max(0, Math.min(255, v)))
    .toString(16)
    .padStart(2, "0");

/** Linear mix of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const A = parse(a),
    B = parse(b);
  return `#${hex2(A[0] + (B[0] - A[0]) * t)}${hex2(A[1] + (B[1] - A[1]) * t)}${hex2(A[2] + (B[2] - A[2]) * t)}`;
}
/** amt > 0 lightens toward white, amt < 0 darkens toward a warm near-black. */
export function shade(c: string, amt: number): string {
  return amt >= 0 ? mix(c, "#ffffff", amt) : mix(c, "#1a1410", -amt);
}

/* ------------------------------------------------------------------ random */

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (a, b) => a + (b - a) * next(),
    int: (a, b) => Math.floor(a + (b - a + 1) * next()),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
export type Rng = {
  next: () => number;
  range: (a: number, b: number) => number;
  int: (a: number, b: number) => number;
  pick: <T>(list: readonly T[]) => T;
};

/* ------------------------------------------------------------------ scene */

/** One picture: a fixed design size (viewBox), rendered at any output width. */
export class Svg {
  readonly w: number;
  readonly h: number;
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private readonly blurs = new Map<number, string>();
  private seq = 0;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }

  uid(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  add(...items: readonly string[]): this {
    this.parts.push(...items);
    return this;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${n1(o * 100)}%" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
  }

  /** Linear gradient in user space (pixels) unless obb: then 0..1 of the shape's box. */
  linear(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, obb = false): string {
    const id = this.uid("l");
    const units = obb ? "objectBoundingBox" : "userSpaceOnUse";
    this.defs.push(`<linearGradient id="${id}" gradientUnits="${units}"${attrs({ x1, y1, x2, y2 })}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Vertical gradient over the shape's own box (top to bottom). */
  vert(stops: readonly Stop[]): string {
    return this.linear(stops, 0, 0, 0, 1, true);
  }
  /** Horizontal gradient over the shape's own box (left to right). */
  horiz(stops: readonly Stop[]): string {
    return this.linear(stops, 0, 0, 1, 0, true);
  }

  radial(
    stops: readonly Stop[],
    cx: number,
    cy: number,
    r: number,
    opts: { obb?: boolean; fx?: number; fy?: number; transform?: string } = {},
  ): string {
    const id = this.uid("r");
    const units = opts.obb ? "objectBoundingBox" : "userSpaceOnUse";
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="${units}"${attrs({ cx, cy, r, fx: opts.fx, fy: opts.fy, gradientTransform: opts.transform })}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter (cached per radius); returns the filter url. */
  blur(std: number): string {
    const hit = this.blurs.get(std);
    if (hit) return hit;
    const id = this.uid("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n1(std)}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.blurs.set(std, url);
    return url;
  }

  /** clipPath from raw shape markup; returns the clip-path url. */
  clip(shapes: string): string {
    const id = this.uid("c");
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }
  clipD(d: string): string {
    return this.clip(`<path d="${d}"/>`);
  }

  /** Soft shadow/glow: a shape blurred in place. */
  soft(shape: string, std: number, opacity = 1): string {
    const op = opacity >= 1 ? "" : ` opacity="${+opacity.toFixed(3)}"`;
    return `<g filter="${this.blur(std)}"${op}>${shape}</g>`;
  }

  /** The final document, scaled to the requested output width. */
  render(width: number): string {
    const height = Math.round((width * this.h) / this.w);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="none">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

/** Warm Adriatic palette shared by all pictures. */
export const C = {
  sea900: "#0b3a4f",
  sea700: "#0e5a7a",
  sea500: "#1f86ab",
  sea300: "#6fb8cf",
  sky100: "#dcecf0",
  sand100: "#f6efe3",
  sand200: "#ecdfc8",
  sand300: "#dcc6a0",
  sand400: "#c9ab7c",
  terracotta: "#b4452e",
  terracotta2: "#cc5a3f",
  clay: "#d98a5f",
  olive900: "#3f4a25",
  olive700: "#5b6b32",
  olive500: "#7d8f45",
  olive300: "#a9b874",
  leaf: "#4f7a3a",
  sun: "#ffd98a",
  sunCore: "#fff4d6",
  cream: "#fbf7ef",
  linen: "#f3ede2",
  wood: "#a8744a",
  woodDark: "#6e4a2f",
  woodLight: "#c99a6b",
  ink: "#2a2622",
  lemon: "#f2c94c",
  bougainvillea: "#c2347a",
  white: "#ffffff",
} as const;
