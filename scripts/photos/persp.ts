/**
 * A very small 3D toolkit for the interiors: a pinhole camera with yaw and a
 * shifted (architectural) horizon so verticals stay vertical, near-plane
 * clipping, and drawing helpers for boxes, soft boxes, cylinders and quads.
 *
 * World units are metres: x to the right, y up, z toward the viewer. Rooms put
 * their back wall at z = 0.
 */
import { g, n1, path, polyD, shade, type Pt, type Svg } from "./svg";

export type V3 = readonly [number, number, number];
export type Quad = readonly [V3, V3, V3, V3];

export const add3 = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub3 = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul3 = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot3 = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const lerp3 = (a: V3, b: V3, t: number): V3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const norm3 = (a: V3): V3 => mul3(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

export type CamOpts = {
  /** camera position (eye) */
  pos: V3;
  /** degrees; positive turns to the right */
  yaw: number;
  /** focal length in pixels */
  f: number;
  /** screen y of the eye level (shift lens) */
  horizon: number;
  /** screen x of the optical centre; defaults to the middle */
  cx?: number;
};

export class Cam {
  readonly pos: V3;
  readonly f: number;
  readonly horizon: number;
  readonly cx: number;
  private readonly right: V3;
  private readonly fwd: V3;

  constructor(
    readonly w: number,
    readonly h: number,
    o: CamOpts,
  ) {
    this.pos = o.pos;
    this.f = o.f;
    this.horizon = o.horizon;
    this.cx = o.cx ?? w / 2;
    const a = (o.yaw * Math.PI) / 180;
    this.right = [Math.cos(a), 0, Math.sin(a)];
    this.fwd = [Math.sin(a), 0, -Math.cos(a)];
  }

  /** Camera space: x right, y up, z = depth in front of the camera. */
  toCam(p: V3): V3 {
    const d = sub3(p, this.pos);
    return [dot3(d, this.right), d[1], dot3(d, this.fwd)];
  }

  depth(p: V3): number {
    return this.toCam(p)[2];
  }

  private proj(c: V3): Pt {
    return [this.cx + (this.f * c[0]) / c[2], this.horizon - (this.f * c[1]) / c[2]];
  }

  /** Projects a point (assumed in front of the camera). */
  p(p: V3): Pt {
    const c = this.toCam(p);
    return this.proj([c[0], c[1], Math.max(c[2], 0.02)]);
  }

  /** Pixels per metre at a point. */
  scale(p: V3): number {
    return this.f / Math.max(this.depth(p), 0.02);
  }

  /** Projects a polygon, clipped against the near plane; [] when entirely behind. */
  poly(pts: readonly V3[]): Pt[] {
    const near = 0.05;
    const cs = pts.map((q) => this.toCam(q));
    const out: V3[] = [];
    for (let i = 0; i < cs.length; i++) {
      const a = cs[i];
      const b = cs[(i + 1) % cs.length];
      const ain = a[2] >= near;
      const bin = b[2] >= near;
      if (ain) out.push(a);
      if (ain !== bin) out.push(lerp3(a, b, (near - a[2]) / (b[2] - a[2])));
    }
    return out.map((c) => this.proj(c));
  }

  /** True when a face with this outward normal through point p faces the camera. */
  faces(normal: V3, p: V3): boolean {
    return dot3(normal, sub3(this.pos, p)) > 0;
  }
}

/* ------------------------------------------------------------------ 2D helpers */

export function hull(pts: readonly Pt[]): Pt[] {
  const ps = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (ps.length < 3) return ps;
  const cross = (o: Pt, a: Pt, b: Pt): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of ps) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (const p of [...ps].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

export function bbox(pts: readonly Pt[]): { x: number; y: number; w: number; h: number } {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x = Math.min(...xs),
    y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/* ------------------------------------------------------------------ lighting */

/** Scene light: a direction toward the light, and a colour transform for the mood (day/evening). */
export type Light = { dir: V3; tint?: (c: string) => string; ambient?: number };

/** Shaded colour of a surface with the given outward normal. */
export function lit(light: Light, base: string, normal: V3): string {
  const l = norm3(light.dir);
  const k = Math.max(0, dot3(norm3(normal), l));
  const amb = light.ambient ?? 0.7;
  let amt = (amb - 1) * 0.4 + k * 0.24;
  if (normal[1] > 0.5) amt += 0.05;
  if (normal[1] < -0.5) amt -= 0.02;
  const c = shade(base, amt);
  return light.tint ? light.tint(c) : c;
}

/** Applies only the mood tint (for hand-picked colours). */
export const tone = (light: Light, c: string): string => (light.tint ? light.tint(c) : c);

/* ------------------------------------------------------------------ 3D primitives */

export type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

const FACES: readonly { n: V3; idx: readonly [number, number, number, number] }[] = [
  { n: [0, 0, 1], idx: [4, 5, 6, 7] },
  { n: [0, 0, -1], idx: [1, 0, 3, 2] },
  { n: [1, 0, 0], idx: [5, 1, 2, 6] },
  { n: [-1, 0, 0], idx: [0, 4, 7, 3] },
  { n: [0, 1, 0], idx: [7, 6, 2, 3] },
  { n: [0, -1, 0], idx: [0, 1, 5, 4] },
];

export function corners(b: Box): V3[] {
  return [
    [b.x0, b.y0, b.z0],
    [b.x1, b.y0, b.z0],
    [b.x1, b.y1, b.z0],
    [b.x0, b.y1, b.z0],
    [b.x0, b.y0, b.z1],
    [b.x1, b.y0, b.z1],
    [b.x1, b.y1, b.z1],
    [b.x0, b.y1, b.z1],
  ];
}

export const centre = (b: Box): V3 => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, (b.z0 + b.z1) / 2];

export type FaceStyle = (normal: V3, pts: Pt[]) => string | undefined;

/** Flat-shaded box: visible faces only. `style` may return a custom fill per face. */
export function box(cam: Cam, light: Light, b: Box, color: string, style?: FaceStyle, stroke?: string, grad?: Svg): string {
  const cs = corners(b);
  const out: string[] = [];
  for (const f of FACES) {
    const q = f.idx.map((i) => cs[i]);
    const mid = lerp3(q[0], q[2], 0.5);
    if (!cam.faces(f.n, mid)) continue;
    const pts = cam.poly(q);
    if (pts.length < 3) continue;
    const fill = style?.(f.n, pts) ?? lit(light, color, f.n);
    if (grad && f.n[1] === 0) {
      const bb = bbox(pts);
      out.push(
        path(
          polyD(pts),
          grad.linear(
            [
              [0, shade(fill, 0.05)],
              [1, shade(fill, -0.1)],
            ],
            0,
            bb.y,
            0,
            bb.y + bb.h,
          ),
          stroke ? { stroke, "stroke-width": 0.6, "stroke-opacity": 0.35 } : undefined,
        ),
      );
      continue;
    }
    out.push(path(polyD(pts), fill, stroke ? { stroke, "stroke-width": 0.6, "stroke-opacity": 0.35 } : undefined));
  }
  return g(out);
}

/** Projected circle (horizontal, at height y) as a polygon. */
export function circle3(cam: Cam, x: number, y: number, z: number, r: number, n = 28): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push(cam.p([x + Math.cos(a) * r, y, z + Math.sin(a) * r]));
  }
  return pts;
}

/** Vertical cylinder or frustum (r0 at y0, r1 at y1), with its top drawn when seen from above. */
export function cylinder(
  s: Svg,
  cam: Cam,
  light: Light,
  x: number,
  z: number,
  y0: number,
  y1: number,
  r0: number,
  r1: number,
  color: string,
  topColor?: string,
): string {
  const bottom = circle3(cam, x, y0, z, r0);
  const top = circle3(cam, x, y1, z, r1);
  const sil = hull([...bottom, ...top]);
  const bb = bbox(sil);
  const side = s.linear(
    [
      [0, lit(light, color, [-1, 0, 0])],
      [0.35, lit(light, color, [0, 0.3, 1])],
      [0.6, shade(lit(light, color, [0, 0, 1]), 0.08)],
      [1, lit(light, color, [1, 0, 0])],
    ],
    bb.x,
    0,
    bb.x + bb.w,
    0,
  );
  const parts = [path(polyD(sil), side)];
  const seeTop = cam.pos[1] > y1;
  if (seeTop) parts.push(path(polyD(top), topColor ?? lit(light, color, [0, 1, 0])));
  return g(parts);
}

/** Point on a quad by bilinear (u across, v down from the first edge). */
export function onQuad(q: Quad, u: number, v: number): V3 {
  return lerp3(lerp3(q[0], q[1], u), lerp3(q[3], q[2], u), v);
}

/** Sub-rectangle of a quad in its own (u, v) coordinates. */
export function subQuad(q: Quad, u0: number, u1: number, v0: number, v1: number): Quad {
  return [onQuad(q, u0, v0), onQuad(q, u1, v0), onQuad(q, u1, v1), onQuad(q, u0, v1)];
}

export function quadD(cam: Cam, q: readonly V3[]): string {
  const pts = cam.poly(q);
  return pts.length > 2 ? polyD(pts) : "";
}

export function face(cam: Cam, q: readonly V3[], fill: string, extra?: Record<string, string | number>): string {
  const d = quadD(cam, q);
  return d ? path(d, fill, extra) : "";
}

/** A straight 3D line segment. */
export function seg(cam: Cam, a: V3, b: V3, stroke: string, width: number, extra?: Record<string, string | number>): string {
  const [p, q] = [cam.p(a), cam.p(b)];
  return `<line x1="${n1(p[0])}" y1="${n1(p[1])}" x2="${n1(q[0])}" y2="${n1(q[1])}" stroke="${stroke}" stroke-width="${n1(width)}" stroke-linecap="round"${Object.entries(
    extra ?? {},
  )
    .map(([k, v]) => ` ${k}="${v}"`)
    .join("")}/>`;
}

/** Blurred dark footprint under furniture. */
export function contactShadow(s: Svg, cam: Cam, x0: number, x1: number, z0: number, z1: number, opacity = 0.35, y = 0.002): string {
  const pad = 0.06;
  const d = quadD(cam, [
    [x0 - pad, y, z0 - pad],
    [x1 + pad, y, z0 - pad],
    [x1 + pad, y, z1 + pad],
    [x0 - pad, y, z1 + pad],
  ]);
  if (!d) return "";
  const sc = cam.scale([(x0 + x1) / 2, y, (z0 + z1) / 2]);
  return s.soft(path(d, "#2b1d12"), Math.max(2, sc * 0.06), opacity);
}

/* ------------------------------------------------------------------ painter's list */

export type Item = { at: V3; svg: string; bias?: number };

/** Sorts items far to near (by camera depth of their anchor) and joins them. */
export function paint(cam: Cam, items: readonly Item[]): string {
  return [...items]
    .map((it) => ({ d: cam.depth(it.at) + (it.bias ?? 0), svg: it.svg }))
    .sort((a, b) => b.d - a.d)
    .map((it) => it.svg)
    .join("");
}
