/**
 * Interior building blocks on top of the 3D camera: the room shell (walls,
 * floor, ceiling, sloped attic ceilings with beams), windows and balcony doors
 * with their view, sunlight patches, wall art, TV, mirrors, and furniture
 * (beds, nightstands with lamps, desks, chairs, wardrobes, armchairs, rugs,
 * plants) plus bathroom fixtures.
 */
import { foliage } from "./outdoor";
import {
  add3,
  bbox,
  box,
  circle3,
  contactShadow,
  corners,
  cylinder,
  face,
  hull,
  lit,
  mul3,
  onQuad,
  quadD,
  seg,
  subQuad,
  tone,
  type Box,
  type Cam,
  type Item,
  type Light,
  type Quad,
  type V3,
} from "./persp";
import { g, path, polyD, roundD, shade, smoothD, type Pt, type Rng, type Svg } from "./svg";
import type { Mood, View } from "./views";

export type WallName = "back" | "left" | "right" | "front";

export type Shell = {
  W: number;
  D: number;
  H: number;
  wall: string;
  /** optional different colour for one wall */
  accent?: { wall: WallName; color: string };
  floor: "wood" | "tile";
  floorColor: string;
  ceiling: string;
  /** attic: knee-wall height and half-width of the flat part at the top (H) */
  slope?: { knee: number; flat: number; beam: string };
  /** bathroom wall tiles up to this height */
  tiles?: { height: number; color: string; size: number };
  baseboard?: string;
};

export type Ctx = { s: Svg; cam: Cam; light: Light; r: Rng; sh: Shell; mood: Mood; lamps: boolean };

export const T = (ctx: Ctx, c: string): string => tone(ctx.light, c);

/* ------------------------------------------------------------------ walls */

/** A point on a wall: u runs left-to-right as seen from inside, off is distance into the room. */
export function wp(sh: Shell, wall: WallName, u: number, y: number, off = 0): V3 {
  switch (wall) {
    case "back":
      return [u, y, off];
    case "front":
      return [-u, y, sh.D - off];
    case "right":
      return [sh.W / 2 - off, y, u];
    case "left":
      return [-sh.W / 2 + off, y, sh.D - u];
  }
}

export function wallNormal(wall: WallName): V3 {
  return ({ back: [0, 0, 1], front: [0, 0, -1], right: [-1, 0, 0], left: [1, 0, 0] } as const)[wall];
}
function wallU(wall: WallName): V3 {
  return ({ back: [1, 0, 0], front: [-1, 0, 0], right: [0, 0, 1], left: [0, 0, -1] } as const)[wall];
}

/** [top-left, top-right, bottom-right, bottom-left] of a rectangle on a wall. */
export function wallQuad(sh: Shell, wall: WallName, u0: number, u1: number, y0: number, y1: number, off = 0): Quad {
  return [wp(sh, wall, u0, y1, off), wp(sh, wall, u1, y1, off), wp(sh, wall, u1, y0, off), wp(sh, wall, u0, y0, off)];
}

/** Axis-aligned box standing against a wall (u range, height range, distance from the wall). */
export function wallBox(sh: Shell, wall: WallName, u0: number, u1: number, y0: number, y1: number, off0: number, off1: number): Box {
  const a = wp(sh, wall, u0, y0, off0);
  const b = wp(sh, wall, u1, y1, off1);
  return {
    x0: Math.min(a[0], b[0]),
    x1: Math.max(a[0], b[0]),
    y0: Math.min(a[1], b[1]),
    y1: Math.max(a[1], b[1]),
    z0: Math.min(a[2], b[2]),
    z1: Math.max(a[2], b[2]),
  };
}

type Surf = { pts: V3[]; n: V3; color: string; kind: "wall" | "floor" | "ceiling" };

function surfaces(sh: Shell): Surf[] {
  const { W, D, H } = sh;
  const h = W / 2;
  const wallC = (w: WallName): string => (sh.accent?.wall === w ? sh.accent.color : sh.wall);
  const out: Surf[] = [
    {
      pts: [
        [-h, 0, 0],
        [h, 0, 0],
        [h, 0, D],
        [-h, 0, D],
      ],
      n: [0, 1, 0],
      color: sh.floorColor,
      kind: "floor",
    },
  ];
  if (!sh.slope) {
    out.push(
      {
        pts: [
          [-h, H, 0],
          [h, H, 0],
          [h, 0, 0],
          [-h, 0, 0],
        ],
        n: [0, 0, 1],
        color: wallC("back"),
        kind: "wall",
      },
      {
        pts: [
          [-h, H, D],
          [-h, H, 0],
          [-h, 0, 0],
          [-h, 0, D],
        ],
        n: [1, 0, 0],
        color: wallC("left"),
        kind: "wall",
      },
      {
        pts: [
          [h, H, 0],
          [h, H, D],
          [h, 0, D],
          [h, 0, 0],
        ],
        n: [-1, 0, 0],
        color: wallC("right"),
        kind: "wall",
      },
      {
        pts: [
          [h, H, D],
          [-h, H, D],
          [-h, 0, D],
          [h, 0, D],
        ],
        n: [0, 0, -1],
        color: wallC("front"),
        kind: "wall",
      },
      {
        pts: [
          [-h, H, 0],
          [h, H, 0],
          [h, H, D],
          [-h, H, D],
        ],
        n: [0, -1, 0],
        color: sh.ceiling,
        kind: "ceiling",
      },
    );
    return out;
  }
  const { knee: k, flat: c } = sh.slope;
  const ln = Math.hypot(H - k, h - c);
  out.push(
    {
      pts: [
        [-h, 0, 0],
        [h, 0, 0],
        [h, k, 0],
        [c, H, 0],
        [-c, H, 0],
        [-h, k, 0],
      ],
      n: [0, 0, 1],
      color: wallC("back"),
      kind: "wall",
    },
    {
      pts: [
        [h, 0, D],
        [-h, 0, D],
        [-h, k, D],
        [-c, H, D],
        [c, H, D],
        [h, k, D],
      ],
      n: [0, 0, -1],
      color: wallC("front"),
      kind: "wall",
    },
    {
      pts: [
        [-h, k, D],
        [-h, k, 0],
        [-h, 0, 0],
        [-h, 0, D],
      ],
      n: [1, 0, 0],
      color: wallC("left"),
      kind: "wall",
    },
    {
      pts: [
        [h, k, 0],
        [h, k, D],
        [h, 0, D],
        [h, 0, 0],
      ],
      n: [-1, 0, 0],
      color: wallC("right"),
      kind: "wall",
    },
    {
      pts: [
        [-h, k, 0],
        [-c, H, 0],
        [-c, H, D],
        [-h, k, D],
      ],
      n: [(H - k) / ln, -(h - c) / ln, 0],
      color: sh.ceiling,
      kind: "ceiling",
    },
    {
      pts: [
        [h, k, 0],
        [c, H, 0],
        [c, H, D],
        [h, k, D],
      ],
      n: [-(H - k) / ln, -(h - c) / ln, 0],
      color: sh.ceiling,
      kind: "ceiling",
    },
    {
      pts: [
        [-c, H, 0],
        [c, H, 0],
        [c, H, D],
        [-c, H, D],
      ],
      n: [0, -1, 0],
      color: sh.ceiling,
      kind: "ceiling",
    },
  );
  return out;
}

/** The projected floor polygon (for clipping sun patches and rugs). */
export function floorPts(ctx: Ctx): Pt[] {
  const { W, D } = ctx.sh;
  return ctx.cam.poly([
    [-W / 2, 0, 0],
    [W / 2, 0, 0],
    [W / 2, 0, D],
    [-W / 2, 0, D],
  ]);
}

function floorPattern(ctx: Ctx): string {
  const { cam, sh, r } = ctx;
  const { W, D } = sh;
  const out: string[] = [];
  const base = lit(ctx.light, sh.floorColor, [0, 1, 0]);
  if (sh.floor === "wood") {
    const pw = 0.16;
    for (let x = -W / 2; x < W / 2 - 0.01; x += pw) {
      let z = -r.range(0, 1.2);
      while (z < D) {
        const len = r.range(0.9, 1.7);
        const z0 = Math.max(0, z),
          z1 = Math.min(D, z + len);
        if (z1 > z0) {
          const c = shade(base, r.range(-0.09, 0.07));
          out.push(
            face(
              cam,
              [
                [x, 0, z0],
                [x + pw, 0, z0],
                [x + pw, 0, z1],
                [x, 0, z1],
              ],
              c,
              { stroke: shade(base, -0.3), "stroke-width": 0.7, "stroke-opacity": 0.35 },
            ),
          );
        }
        z += len;
      }
    }
  } else {
    const t = 0.45;
    for (let x = -W / 2; x < W / 2 - 0.01; x += t) {
      for (let z = 0; z < D - 0.01; z += t) {
        const c = shade(base, r.range(-0.03, 0.03));
        out.push(
          face(
            cam,
            [
              [x, 0, z],
              [Math.min(W / 2, x + t), 0, z],
              [Math.min(W / 2, x + t), 0, Math.min(D, z + t)],
              [x, 0, Math.min(D, z + t)],
            ],
            c,
            { stroke: shade(base, -0.18), "stroke-width": 1, "stroke-opacity": 0.5 },
          ),
        );
      }
    }
  }
  return g(out);
}

function wallTiles(ctx: Ctx): string {
  const { cam, sh } = ctx;
  if (!sh.tiles) return "";
  const { height, color, size } = sh.tiles;
  const out: string[] = [];
  const walls: WallName[] = ["back", "left", "right", "front"];
  for (const w of walls) {
    const len = w === "back" || w === "front" ? sh.W : sh.D;
    const u0 = w === "back" ? -sh.W / 2 : w === "front" ? -sh.W / 2 : 0;
    const n = wallNormal(w);
    const c = lit(ctx.light, color, n);
    out.push(face(cam, wallQuad(sh, w, u0, u0 + len, 0, height, 0.004), c));
    const grout = { stroke: shade(c, -0.15), "stroke-width": 0.8, opacity: 0.7 };
    for (let y = size; y < height - 0.01; y += size)
      out.push(seg(cam, wp(sh, w, u0, y, 0.005), wp(sh, w, u0 + len, y, 0.005), grout.stroke, 0.8, { opacity: 0.7 }));
    for (let u = u0 + size; u < u0 + len - 0.01; u += size)
      out.push(seg(cam, wp(sh, w, u, 0, 0.005), wp(sh, w, u, height, 0.005), grout.stroke, 0.8, { opacity: 0.7 }));
    out.push(face(cam, wallQuad(sh, w, u0, u0 + len, height - 0.02, height + 0.02, 0.012), shade(c, 0.2)));
  }
  return g(out);
}

/** Walls, floor and ceiling with soft gradients, floor boards or tiles, baseboards and attic beams. */
export function drawShell(ctx: Ctx): string {
  const { s, cam, sh } = ctx;
  const out: string[] = [];
  for (const f of surfaces(sh)) {
    const pts = cam.poly(f.pts);
    if (pts.length < 3) continue;
    const c = lit(ctx.light, f.color, f.n);
    const fill =
      f.kind === "floor"
        ? s.vert([
            [0, shade(c, 0.04)],
            [1, shade(c, -0.08)],
          ])
        : f.kind === "ceiling"
          ? s.vert([
              [0, shade(c, -0.06)],
              [1, shade(c, 0.02)],
            ])
          : s.vert([
              [0, shade(c, -0.05)],
              [0.55, c],
              [1, shade(c, -0.04)],
            ]);
    out.push(path(polyD(pts), fill));
    if (f.kind === "floor") out.push(floorPattern(ctx));
  }
  out.push(wallTiles(ctx));
  if (!sh.tiles) {
    const bb = sh.baseboard ?? shade(sh.wall, 0.25);
    for (const w of ["back", "left", "right", "front"] as const) {
      const len = w === "back" || w === "front" ? sh.W : sh.D;
      const u0 = w === "back" || w === "front" ? -sh.W / 2 : 0;
      out.push(face(cam, wallQuad(sh, w, u0, u0 + len, 0, 0.09, 0.012), lit(ctx.light, bb, wallNormal(w))));
    }
  }
  if (sh.slope) out.push(beams(ctx));
  return g(out);
}

function beams(ctx: Ctx): string {
  const { cam, sh } = ctx;
  if (!sh.slope) return "";
  const { knee: k, flat: c, beam } = sh.slope;
  const h = sh.W / 2;
  const out: string[] = [];
  const depth = 0.12,
    half = 0.07;
  for (let z = 0.45; z < sh.D; z += 0.85) {
    for (const side of [-1, 1]) {
      const a: V3 = [side * h, k, 0],
        b: V3 = [side * c, sh.H, 0];
      const ln = Math.hypot(sh.H - k, h - c);
      const inward: V3 = [(-side * (sh.H - k)) / ln, -(h - c) / ln, 0];
      const p0: V3 = [a[0], a[1], z - half],
        p1: V3 = [b[0], b[1], z - half],
        p2: V3 = [b[0], b[1], z + half],
        p3: V3 = [a[0], a[1], z + half];
      const d = mul3(inward, depth);
      const q0 = add3(p0, d),
        q1 = add3(p1, d),
        q2 = add3(p2, d),
        q3 = add3(p3, d);
      const sideFace: V3[] = cam.pos[2] > z ? [p3, p2, q2, q3] : [p0, p1, q1, q0];
      out.push(face(cam, sideFace, lit(ctx.light, beam, [0, 0, cam.pos[2] > z ? 1 : -1])));
      out.push(face(cam, [q0, q1, q2, q3], lit(ctx.light, beam, inward)));
    }
    out.push(
      face(
        cam,
        [
          [-c, sh.H - depth, z - half],
          [c, sh.H - depth, z - half],
          [c, sh.H - depth, z + half],
          [-c, sh.H - depth, z + half],
        ],
        lit(ctx.light, beam, [0, -1, 0]),
      ),
    );
    out.push(
      face(
        cam,
        [
          [-c, sh.H, z + half],
          [c, sh.H, z + half],
          [c, sh.H - depth, z + half],
          [-c, sh.H - depth, z + half],
        ],
        lit(ctx.light, beam, [0, 0, 1]),
      ),
    );
  }
  // ridge beams along the room
  for (const x of [-c, c]) {
    out.push(
      face(
        cam,
        [
          [x - 0.08, sh.H - 0.16, 0],
          [x + 0.08, sh.H - 0.16, 0],
          [x + 0.08, sh.H - 0.16, sh.D],
          [x - 0.08, sh.H - 0.16, sh.D],
        ],
        lit(ctx.light, beam, [0, -1, 0]),
      ),
    );
  }
  return g(out);
}

/* ------------------------------------------------------------------ openings */

export type Opening = {
  wall: WallName;
  u0: number;
  u1: number;
  y0: number;
  y1: number;
  view: View;
  frame?: string;
  door?: boolean;
  curtains?: string;
  depth?: number;
};

/** Window or french door: reveal, view through the glass, frame with mullions, sill and curtains. */
export function opening(ctx: Ctx, o: Opening): string {
  const { s, cam, sh } = ctx;
  const d = o.depth ?? 0.22;
  const frameC = o.frame ?? "#f7f3ec";
  const out: string[] = [];
  const wallC = sh.accent?.wall === o.wall ? sh.accent.color : sh.wall;
  const U = wallU(o.wall);
  // reveal faces
  const rv = (a: V3, b: V3, n: V3): void => {
    const q: V3[] = [a, b, add3(b, mul3(wallNormal(o.wall), -d)), add3(a, mul3(wallNormal(o.wall), -d))];
    out.push(face(cam, q, lit(ctx.light, wallC, n)));
  };
  const P = (u: number, y: number): V3 => wp(sh, o.wall, u, y, 0);
  rv(P(o.u0, o.y1), P(o.u1, o.y1), [0, -1, 0]);
  rv(P(o.u0, o.y0), P(o.u1, o.y0), [0, 1, 0]);
  rv(P(o.u0, o.y0), P(o.u0, o.y1), U);
  rv(P(o.u1, o.y0), P(o.u1, o.y1), mul3(U, -1));
  // glass and view
  const ft = 0.065;
  const outer = wallQuad(sh, o.wall, o.u0, o.u1, o.y0, o.y1, -d);
  const glass = wallQuad(sh, o.wall, o.u0 + ft, o.u1 - ft, o.y0 + (o.door ? 0.12 : ft), o.y1 - ft, -d);
  const gp = cam.poly(glass);
  if (gp.length > 2) {
    const clip = s.clipD(polyD(gp));
    out.push(g([o.view(s, ctx.r, bbox(gp), ctx.mood)], { "clip-path": clip }));
    const bb = bbox(gp);
    out.push(
      path(
        polyD(gp),
        s.linear(
          [
            [0, "#ffffff", 0.16],
            [0.45, "#ffffff", 0.02],
            [0.5, "#ffffff", 0.12],
            [0.56, "#ffffff", 0],
            [1, "#dfeff5", 0.08],
          ],
          bb.x,
          bb.y,
          bb.x + bb.w,
          bb.y + bb.h,
        ),
      ),
    );
  }
  const fc = lit(ctx.light, frameC, wallNormal(o.wall));
  const od = quadD(cam, outer),
    gd = quadD(cam, glass);
  if (od && gd) out.push(path(od + gd, fc, { "fill-rule": "evenodd" }));
  const um = (o.u0 + o.u1) / 2;
  out.push(face(cam, wallQuad(sh, o.wall, um - ft * 0.7, um + ft * 0.7, o.y0, o.y1, -d + 0.02), shade(fc, -0.03)));
  const yt = o.y1 - (o.y1 - o.y0) * (o.door ? 0.22 : 0.3);
  out.push(face(cam, wallQuad(sh, o.wall, o.u0, o.u1, yt - ft * 0.45, yt + ft * 0.45, -d + 0.01), fc));
  if (o.door) out.push(face(cam, wallQuad(sh, o.wall, o.u0, o.u1, o.y0, o.y0 + 0.14, -d + 0.01), shade(fc, -0.04)));
  const hy = o.door ? 1.05 : (o.y0 + o.y1) / 2;
  out.push(face(cam, wallQuad(sh, o.wall, um + ft * 0.75, um + ft * 1.05, hy - 0.09, hy + 0.01, -d + 0.05), "#b9b2a6"));
  // inner sill
  if (!o.door) out.push(bx(ctx, wallBox(sh, o.wall, o.u0 - 0.07, o.u1 + 0.07, o.y0 - 0.04, o.y0, -0.02, 0.06), "#efe9df"));
  if (o.curtains) out.push(curtains(ctx, o));
  return g(out);
}

function curtains(ctx: Ctx, o: Opening): string {
  const { s, cam, sh } = ctx;
  const c = T(ctx, o.curtains ?? "#f4efe6");
  const top = Math.min(sh.slope ? sh.slope.knee + 1.2 : sh.H - 0.08, o.y1 + 0.28);
  const out: string[] = [];
  const fold = (q: Quad): string => {
    const pts = cam.poly(q);
    if (pts.length < 3) return "";
    const stops: [number, string, number?][] = [];
    for (let i = 0; i <= 8; i++) stops.push([i / 8, i % 2 ? shade(c, -0.12) : shade(c, 0.08), 0.95]);
    return path(polyD(pts), s.linear(stops, 0, 0, 1, 0, true));
  };
  out.push(fold(wallQuad(sh, o.wall, o.u0 - 0.38, o.u0 + 0.04, 0.03, top, 0.07)));
  out.push(fold(wallQuad(sh, o.wall, o.u1 - 0.04, o.u1 + 0.38, 0.03, top, 0.07)));
  out.push(
    seg(
      cam,
      wp(sh, o.wall, o.u0 - 0.5, top + 0.03, 0.08),
      wp(sh, o.wall, o.u1 + 0.5, top + 0.03, 0.08),
      T(ctx, "#6b5a48"),
      Math.max(1.5, cam.scale(wp(sh, o.wall, o.u0, top, 0.08)) * 0.025),
    ),
  );
  return g(out);
}

/** Sunlight falling through an opening onto the floor. */
export function sunPatch(ctx: Ctx, o: Opening, strength = 0.22): string {
  const { s, cam, sh, light } = ctx;
  const L = light.dir;
  if (L[1] <= 0) return "";
  const d = o.depth ?? 0.22;
  const q = wallQuad(sh, o.wall, o.u0 + 0.06, o.u1 - 0.06, o.y0 + 0.06, o.y1 - 0.06, -d);
  const onFloor = q.map((p) => add3(p, mul3(L, -p[1] / L[1])));
  const pd = quadD(cam, onFloor);
  const fl = floorPts(ctx);
  if (!pd || fl.length < 3) return "";
  const clip = s.clipD(polyD(fl));
  return g([s.soft(path(pd, "#fff6e0"), 6, strength)], { "clip-path": clip });
}

/** Warm glow of the window on the surrounding walls. */
export function windowGlow(ctx: Ctx, o: Opening, strength = 0.3): string {
  const { s, cam, sh } = ctx;
  const c = cam.p(wp(sh, o.wall, (o.u0 + o.u1) / 2, (o.y0 + o.y1) / 2, 0));
  const rad = cam.scale(wp(sh, o.wall, (o.u0 + o.u1) / 2, (o.y0 + o.y1) / 2, 0)) * (o.u1 - o.u0) * 1.6;
  const col = ctx.mood === "evening" ? "#8aa0d8" : "#fffaf0";
  return path(
    `M${c[0] - rad} ${c[1]}a${rad} ${rad} 0 1 0 ${rad * 2} 0a${rad} ${rad} 0 1 0 ${-rad * 2} 0Z`,
    s.radial(
      [
        [0, col, strength],
        [1, col, 0],
      ],
      c[0],
      c[1],
      rad,
    ),
  );
}

/* ------------------------------------------------------------------ wall décor */

/** Perspective-maps points given in a quad's (u, v) space. */
export function uvPts(cam: Cam, q: Quad, pts: readonly Pt[]): Pt[] {
  return pts.map(([u, v]) => cam.p(onQuad(q, u, v)));
}
const uvCircle = (cx: number, cy: number, rx: number, ry: number, n = 24): Pt[] =>
  Array.from({ length: n }, (_, i) => [cx + Math.cos((i / n) * Math.PI * 2) * rx, cy + Math.sin((i / n) * Math.PI * 2) * ry] as Pt);

export type ArtKind = "sea" | "boats" | "abstract" | "botanical" | "lemons";

/** Framed picture on a wall. */
export function art(ctx: Ctx, wall: WallName, u0: number, u1: number, y0: number, y1: number, kind: ArtKind, frame = "#8a6a4a"): string {
  const { s, cam, sh } = ctx;
  const n = wallNormal(wall);
  const out: string[] = [];
  const outer = wallQuad(sh, wall, u0, u1, y0, y1, 0.03);
  const sp = hull(
    uvPts(cam, outer, [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]).map(([x, y]) => [x + 6, y + 8] as Pt),
  );
  out.push(s.soft(path(polyD(sp), "#000000"), 6, 0.18));
  out.push(face(cam, outer, lit(ctx.light, frame, n)));
  const mat = subQuad(outer, 0.04, 0.96, 0.04, 0.96);
  out.push(face(cam, mat, T(ctx, "#f7f2e8")));
  const pic = subQuad(outer, 0.12, 0.88, 0.12, 0.88);
  const P = (pts: Pt[], fill: string, smooth = false): string => {
    const pp = uvPts(cam, pic, pts);
    return path(smooth ? smoothD(pp) : polyD(pp), T(ctx, fill));
  };
  if (kind === "sea" || kind === "boats") {
    out.push(
      P(
        [
          [0, 0],
          [1, 0],
          [1, 0.55],
          [0, 0.55],
        ],
        "#bcd9e0",
      ),
    );
    out.push(P(uvCircle(0.7, 0.38, 0.09, 0.09), "#f6d7a0"));
    out.push(
      P(
        [
          [0, 0.55],
          [1, 0.55],
          [1, 1],
          [0, 1],
        ],
        "#2f7f9d",
      ),
    );
    out.push(
      P(
        [
          [0, 0.75],
          [0.3, 0.72],
          [0.6, 0.8],
          [1, 0.76],
          [1, 1],
          [0, 1],
        ],
        "#1f5f7a",
      ),
    );
    if (kind === "boats") {
      out.push(
        P(
          [
            [0.25, 0.55],
            [0.25, 0.2],
            [0.42, 0.52],
          ],
          "#fbf8f1",
        ),
        P(
          [
            [0.15, 0.56],
            [0.45, 0.56],
            [0.4, 0.62],
            [0.19, 0.62],
          ],
          "#b4452e",
        ),
      );
      out.push(
        P(
          [
            [0.62, 0.6],
            [0.62, 0.36],
            [0.74, 0.58],
          ],
          "#fbf8f1",
        ),
      );
    } else {
      out.push(
        P(
          [
            [0, 0.9],
            [0.35, 0.86],
            [0.7, 0.92],
            [1, 0.88],
            [1, 1],
            [0, 1],
          ],
          "#e8d6b4",
        ),
      );
    }
  } else if (kind === "abstract") {
    out.push(
      P(
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
        "#efe4d2",
      ),
    );
    out.push(P(uvCircle(0.36, 0.42, 0.26, 0.24), "#cc5a3f"));
    out.push(
      P(
        [
          [0.45, 0.55],
          [1, 0.5],
          [1, 1],
          [0.35, 1],
        ],
        "#1f86ab",
      ),
    );
    out.push(
      P(
        [
          [0.1, 0.8],
          [0.55, 0.72],
          [0.6, 0.9],
          [0.15, 0.95],
        ],
        "#e0a53a",
      ),
    );
  } else if (kind === "botanical") {
    out.push(
      P(
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
        "#f3eee2",
      ),
    );
    out.push(
      P(
        [
          [0.5, 0.95],
          [0.49, 0.3],
          [0.51, 0.3],
          [0.52, 0.95],
        ],
        "#5b6b32",
      ),
    );
    for (let i = 0; i < 5; i++) {
      const y = 0.3 + i * 0.13;
      out.push(
        P(
          [
            [0.5, y + 0.05],
            [0.3 - i * 0.02, y - 0.05],
            [0.5, y - 0.02],
          ],
          "#7d8f45",
          true,
        ),
      );
      out.push(
        P(
          [
            [0.5, y + 0.08],
            [0.72 + i * 0.02, y - 0.02],
            [0.5, y + 0.01],
          ],
          "#6a7c3a",
          true,
        ),
      );
    }
  } else {
    out.push(
      P(
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
        "#f1ead8",
      ),
    );
    out.push(
      P(
        [
          [0.2, 0.3],
          [0.5, 0.15],
          [0.8, 0.35],
          [0.65, 0.6],
          [0.3, 0.55],
        ],
        "#4f7a3a",
        true,
      ),
    );
    for (const [cx, cy] of [
      [0.4, 0.55],
      [0.6, 0.62],
      [0.5, 0.75],
    ] as const)
      out.push(P(uvCircle(cx, cy, 0.09, 0.07), "#f2c94c"));
  }
  return g(out);
}

/** Wall-mounted TV showing a streaming app home screen. */
export function tv(ctx: Ctx, wall: WallName, u0: number, u1: number, y0: number, y1: number): string {
  const { cam, sh } = ctx;
  const out: string[] = [];
  const dp = 0.045;
  out.push(bx(ctx, wallBox(sh, wall, u0, u1, y0, y1, 0.01, dp), "#1b1d22"));
  const scr = wallQuad(sh, wall, u0 + 0.015, u1 - 0.015, y0 + 0.015, y1 - 0.015, dp + 0.001);
  out.push(
    face(
      cam,
      scr,
      ctx.s.linear(
        [
          [0, "#161b2c"],
          [1, "#0d1020"],
        ],
        0,
        0,
        0,
        1,
        true,
      ),
    ),
  );
  const banner = subQuad(scr, 0.05, 0.95, 0.08, 0.55);
  out.push(
    face(
      cam,
      banner,
      ctx.s.linear(
        [
          [0, "#f0a060"],
          [0.5, "#c2547a"],
          [1, "#3a3f8a"],
        ],
        0,
        0,
        1,
        1,
        true,
      ),
    ),
  );
  out.push(face(cam, subQuad(banner, 0.06, 0.36, 0.55, 0.65), "#ffffff", { opacity: 0.85 }));
  out.push(face(cam, subQuad(banner, 0.06, 0.24, 0.72, 0.8), "#ffffff", { opacity: 0.5 }));
  const tiles = ["#2f8fb3", "#e0a53a", "#cc5a3f", "#5b8a4a", "#7a5ab0", "#d7d2c8"];
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 5; i++) {
      const u = 0.05 + i * 0.185;
      const v = 0.62 + row * 0.18;
      out.push(face(cam, subQuad(scr, u, u + 0.16, v, v + 0.14), tiles[(i + row * 2) % tiles.length], { opacity: 0.9 }));
    }
  }
  out.push(
    face(
      cam,
      subQuad(scr, 0, 1, 0, 1),
      ctx.s.linear(
        [
          [0, "#ffffff", 0.1],
          [0.4, "#ffffff", 0],
          [1, "#ffffff", 0],
        ],
        0,
        0,
        1,
        1,
        true,
      ),
    ),
  );
  return g(out);
}

/** Rounded rectangle in a quad's (u, v) space; the radius is given in metres via the quad's size. */
function uvRoundRect(wM: number, hM: number, rM: number): Pt[] {
  const ru = Math.min(0.5, rM / wM),
    rv = Math.min(0.5, rM / hM);
  const pts: Pt[] = [];
  const corners: [number, number, number][] = [
    [1 - ru, rv, -90],
    [1 - ru, 1 - rv, 0],
    [ru, 1 - rv, 90],
    [ru, rv, 180],
  ];
  for (const [cu, cv, a0] of corners) {
    for (let i = 0; i <= 6; i++) {
      const a = ((a0 + (i / 6) * 90) * Math.PI) / 180;
      pts.push([cu + Math.cos(a) * ru, cv + Math.sin(a) * rv]);
    }
  }
  return pts;
}

/** Mirror with a thin frame and a soft reflection. */
export function mirror(ctx: Ctx, wall: WallName, u0: number, u1: number, y0: number, y1: number, frame = "#c9a66b", round = 0.1): string {
  const { s, cam, sh } = ctx;
  const q = wallQuad(sh, wall, u0, u1, y0, y1, 0.02);
  const outer = uvPts(cam, q, uvRoundRect(u1 - u0, y1 - y0, round));
  const innerQ = wallQuad(sh, wall, u0 + 0.025, u1 - 0.025, y0 + 0.025, y1 - 0.025, 0.021);
  const inner = uvPts(cam, innerQ, uvRoundRect(u1 - u0 - 0.05, y1 - y0 - 0.05, Math.max(0.01, round - 0.025)));
  const bb = bbox(inner);
  return g([
    ctx.s.soft(path(polyD(outer.map(([x, y]) => [x + 5, y + 7] as Pt)), "#000000"), 6, 0.15),
    path(polyD(outer), T(ctx, frame)),
    path(
      polyD(inner),
      s.linear(
        [
          [0, T(ctx, "#dfe7e8")],
          [0.45, T(ctx, "#b9c8cc")],
          [0.55, T(ctx, "#e8eff0")],
          [1, T(ctx, "#a9b8bd")],
        ],
        bb.x,
        bb.y,
        bb.x + bb.w,
        bb.y + bb.h,
      ),
    ),
  ]);
}

/** Radial glow around a lamp (screen-space). */
export function glow(ctx: Ctx, p: V3, radiusM: number, color: string, opacity: number): string {
  const { s, cam } = ctx;
  const [x, y] = cam.p(p);
  const r = radiusM * cam.scale(p);
  return path(
    `M${x - r} ${y}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0Z`,
    s.radial(
      [
        [0, color, opacity],
        [0.4, color, opacity * 0.45],
        [1, color, 0],
      ],
      x,
      y,
      r,
    ),
  );
}

/** Wall sconce: a small half-cylinder shade washing light up and down the wall. */
export function sconce(ctx: Ctx, wall: WallName, u: number, y: number, on: boolean): string {
  const { sh } = ctx;
  const out: string[] = [];
  if (on) out.push(glow(ctx, wp(sh, wall, u, y, 0.02), 0.6, "#ffd79a", 0.55));
  out.push(bx(ctx, wallBox(sh, wall, u - 0.06, u + 0.06, y - 0.09, y + 0.09, 0, 0.1), on ? "#fff1d0" : "#efe6d6"));
  return g(out);
}

/* ------------------------------------------------------------------ placement */

export type Place = { o: V3; rot: 0 | 90 | 180 | 270 };

/** Local → world: local +z is the object's front. */
export function tx(pl: Place, p: V3): V3 {
  const [x, y, z] = p;
  const [a, b] = pl.rot === 0 ? [x, z] : pl.rot === 90 ? [z, -x] : pl.rot === 180 ? [-x, -z] : [-z, x];
  return [pl.o[0] + a, pl.o[1] + y, pl.o[2] + b];
}

export function tbox(pl: Place, b: Box): Box {
  const cs = corners(b).map((c) => tx(pl, c));
  const xs = cs.map((c) => c[0]),
    ys = cs.map((c) => c[1]),
    zs = cs.map((c) => c[2]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), z0: Math.min(...zs), z1: Math.max(...zs) };
}

const B = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Box => ({ x0, x1, y0, y1, z0, z1 });

/** Flat-shaded box with a soft vertical gradient on its sides. */
export function bx(ctx: Ctx, b: Box, color: string): string {
  return box(ctx.cam, ctx.light, b, color, undefined, undefined, ctx.s);
}

/** Soft (rounded, padded) box; radius in metres. */
export function soft(ctx: Ctx, b: Box, color: string, rM: number, highlight = 0.12): string {
  const { s, cam, light } = ctx;
  const cs = corners(b);
  const c: V3 = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, (b.z0 + b.z1) / 2];
  const rpx = rM * cam.scale(c);
  const sil = hull(cs.map((p) => cam.p(p)));
  const bb = bbox(sil);
  const side = lit(light, color, [0, 0, 1]);
  const parts = [
    path(
      roundD(sil, rpx),
      s.linear(
        [
          [0, shade(side, 0.04)],
          [1, shade(side, -0.14)],
        ],
        0,
        bb.y,
        0,
        bb.y + bb.h,
      ),
    ),
  ];
  if (cam.pos[1] > b.y1) {
    const top = cam.poly([cs[7], cs[6], cs[2], cs[3]]);
    if (top.length > 2) {
      const tb = bbox(top);
      const tc = lit(light, color, [0, 1, 0]);
      parts.push(
        path(
          roundD(top, rpx * 0.8),
          s.radial(
            [
              [0, shade(tc, highlight)],
              [1, tc],
            ],
            tb.x + tb.w * 0.45,
            tb.y + tb.h * 0.35,
            Math.max(tb.w, tb.h) * 0.75,
          ),
        ),
      );
    }
  }
  return g(parts);
}

/* ------------------------------------------------------------------ furniture */

export type BedSpec = {
  w: number;
  l?: number;
  headboard: string;
  frame: string;
  duvet: string;
  pillow?: string;
  cushion?: string;
  throwColor?: string;
  headH?: number;
};

/** Double bed with upholstered headboard, duvet, pillows, cushions and a throw; local origin at the head centre against the wall. */
export function bed(ctx: Ctx, pl: Place, b: BedSpec): Item {
  const { s, cam } = ctx;
  const l = b.l ?? 2.05;
  const hw = b.w / 2;
  const P = (bx: Box): Box => tbox(pl, bx);
  const out: string[] = [];
  const fp = P(B(-hw, hw, 0, 0.1, 0, l));
  out.push(contactShadow(s, cam, fp.x0, fp.x1, fp.z0, fp.z1, 0.4));
  out.push(soft(ctx, P(B(-hw - 0.06, hw + 0.06, 0, b.headH ?? 1.2, -0.02, 0.08)), b.headboard, 0.07, 0.06));
  out.push(bx(ctx, P(B(-hw, hw, 0.05, 0.32, 0.08, l)), b.frame));
  out.push(soft(ctx, P(B(-hw + 0.01, hw - 0.01, 0.3, 0.55, 0.08, l - 0.01)), "#f6f3ee", 0.05));
  const pillow = b.pillow ?? "#fbf9f5";
  out.push(soft(ctx, P(B(-hw + 0.07, -0.03, 0.52, 0.92, 0.08, 0.24)), pillow, 0.1, 0.1));
  out.push(soft(ctx, P(B(0.03, hw - 0.07, 0.52, 0.92, 0.08, 0.24)), pillow, 0.1, 0.1));
  out.push(soft(ctx, P(B(-hw + 0.1, -0.05, 0.52, 0.84, 0.24, 0.4)), shade(pillow, -0.02), 0.1, 0.1));
  out.push(soft(ctx, P(B(0.05, hw - 0.1, 0.52, 0.84, 0.24, 0.4)), shade(pillow, -0.02), 0.1, 0.1));
  if (b.cushion) {
    out.push(soft(ctx, P(B(-0.4, -0.02, 0.54, 0.88, 0.4, 0.52)), b.cushion, 0.09, 0.08));
    out.push(soft(ctx, P(B(0.02, 0.4, 0.54, 0.88, 0.4, 0.52)), b.cushion, 0.09, 0.08));
  }
  // duvet covering most of the bed, turned down at the top
  out.push(soft(ctx, P(B(-hw - 0.05, hw + 0.05, 0.22, 0.6, 0.62, l + 0.05)), b.duvet, 0.06, 0.1));
  out.push(soft(ctx, P(B(-hw - 0.05, hw + 0.05, 0.56, 0.62, 0.62, 0.82)), shade(b.duvet, 0.06), 0.03, 0.05));
  if (b.throwColor) {
    out.push(soft(ctx, P(B(-hw - 0.07, hw + 0.07, 0.36, 0.625, l - 0.5, l + 0.07)), b.throwColor, 0.04, 0.08));
    const a = tx(pl, [-hw - 0.07, 0.63, l - 0.4]),
      c = tx(pl, [hw + 0.07, 0.63, l - 0.4]);
    out.push(seg(cam, a, c, shade(T(ctx, b.throwColor), 0.25), Math.max(1, cam.scale(a) * 0.012), { opacity: "0.7" }));
  }
  return { at: tx(pl, [0, 0.4, l * 0.55]), svg: g(out) };
}

/** Table lamp: ceramic base and linen shade; glowing when on. */
export function tableLamp(ctx: Ctx, x: number, y: number, z: number, base: string, on: boolean, scale = 1): string {
  const { s, cam, light } = ctx;
  const k = scale;
  const out: string[] = [];
  if (on) out.push(glow(ctx, [x, y + 0.42 * k, z], 0.9 * k, "#ffd79a", 0.55));
  out.push(cylinder(s, cam, light, x, z, y, y + 0.05 * k, 0.08 * k, 0.08 * k, base));
  out.push(cylinder(s, cam, light, x, z, y + 0.05 * k, y + 0.26 * k, 0.1 * k, 0.06 * k, base));
  out.push(cylinder(s, cam, light, x, z, y + 0.26 * k, y + 0.3 * k, 0.015 * k, 0.015 * k, "#c9b48a"));
  const shadeC = on ? "#fff0cf" : "#f1ebdf";
  out.push(
    cylinder(
      s,
      cam,
      { ...light, ambient: on ? 1.25 : light.ambient },
      x,
      z,
      y + 0.29 * k,
      y + 0.5 * k,
      0.17 * k,
      0.12 * k,
      shadeC,
      on ? "#fff6de" : undefined,
    ),
  );
  return g(out);
}

/** Nightstand with a drawer, a lamp and an optional book. Local origin: back centre against the wall. */
export function nightstand(ctx: Ctx, pl: Place, color: string, lampBase: string, lampOn: boolean, extras = true): Item {
  const { s, cam, light } = ctx;
  const w = 0.46,
    dp = 0.4,
    h = 0.55;
  const body = tbox(pl, B(-w / 2, w / 2, 0.06, h, 0.02, dp));
  const out = [contactShadow(s, cam, body.x0, body.x1, body.z0, body.z1, 0.35)];
  out.push(bx(ctx, tbox(pl, B(-w / 2 + 0.03, w / 2 - 0.03, 0, 0.08, 0.05, dp - 0.04)), shade(color, -0.3)));
  out.push(bx(ctx, body, color));
  const front = [
    tx(pl, [-w / 2 + 0.04, h - 0.05, dp + 0.002]),
    tx(pl, [w / 2 - 0.04, h - 0.05, dp + 0.002]),
    tx(pl, [w / 2 - 0.04, h - 0.22, dp + 0.002]),
    tx(pl, [-w / 2 + 0.04, h - 0.22, dp + 0.002]),
  ];
  out.push(face(cam, front, "none", { stroke: shade(lit(light, color, [0, 0, 1]), -0.25), "stroke-width": 1.2 }));
  const knob = cam.p(tx(pl, [0, h - 0.135, dp + 0.01]));
  out.push(
    `<circle cx="${knob[0].toFixed(1)}" cy="${knob[1].toFixed(1)}" r="${Math.max(1.5, cam.scale(tx(pl, [0, h, dp])) * 0.012).toFixed(1)}" fill="${T(ctx, "#c9a66b")}"/>`,
  );
  const lp = tx(pl, [-0.05, h, 0.18]);
  if (extras) {
    out.push(bx(ctx, tbox(pl, B(0.06, 0.22, h, h + 0.03, 0.14, 0.34)), "#2f5d72"));
    out.push(bx(ctx, tbox(pl, B(0.07, 0.21, h + 0.03, h + 0.055, 0.15, 0.33)), "#e9dcc4"));
  }
  out.push(tableLamp(ctx, lp[0], lp[1], lp[2], lampBase, lampOn, 0.95));
  return { at: tx(pl, [0, 0.3, dp / 2]), svg: g(out) };
}

/** Writing desk with a chair; local origin back centre against the wall. */
export function desk(ctx: Ctx, pl: Place, w: number, wood: string, chairSeat: string): Item[] {
  const { s, cam, light } = ctx;
  const dp = 0.55,
    h = 0.76;
  const out: string[] = [];
  const top = tbox(pl, B(-w / 2, w / 2, h - 0.035, h, 0, dp));
  out.push(contactShadow(s, cam, top.x0, top.x1, top.z0, top.z1, 0.25));
  for (const [lx, lz] of [
    [-w / 2 + 0.04, 0.04],
    [w / 2 - 0.04, 0.04],
    [-w / 2 + 0.04, dp - 0.04],
    [w / 2 - 0.04, dp - 0.04],
  ] as const) {
    out.push(bx(ctx, tbox(pl, B(lx - 0.022, lx + 0.022, 0, h - 0.03, lz - 0.022, lz + 0.022)), shade(wood, -0.1)));
  }
  out.push(bx(ctx, tbox(pl, B(-w / 2 + 0.03, w / 2 - 0.03, h - 0.12, h - 0.03, 0.02, dp - 0.03)), shade(wood, -0.05)));
  out.push(bx(ctx, top, wood));
  // items on the desk: a notebook, a pencil cup and a small plant
  out.push(bx(ctx, tbox(pl, B(-0.25, 0.05, h, h + 0.015, 0.22, 0.45)), "#f4efe6"));
  out.push(bx(ctx, tbox(pl, B(-0.23, 0.03, h + 0.015, h + 0.02, 0.24, 0.43)), "#cc5a3f"));
  const cup = tx(pl, [w / 2 - 0.18, h, 0.16]);
  out.push(cylinder(s, cam, light, cup[0], cup[2], h, h + 0.11, 0.04, 0.045, "#e9e2d4"));
  const pot = tx(pl, [-w / 2 + 0.16, h, 0.16]);
  out.push(plantOn(ctx, pot, 0.07, 0.3, "#d98a5f"));
  const items: Item[] = [{ at: tx(pl, [0, 0.4, dp / 2]), svg: g(out) }];
  items.push(chair(ctx, { o: tx(pl, [0.05, 0, dp + 0.1]), rot: ((pl.rot + 180) % 360) as Place["rot"] }, wood, chairSeat));
  return items;
}

/** Wooden chair with an upholstered seat; local front faces +z. */
export function chair(ctx: Ctx, pl: Place, wood: string, seat: string): Item {
  const { s, cam } = ctx;
  const w = 0.44,
    d = 0.44,
    sh = 0.46;
  const out: string[] = [];
  const fp = tbox(pl, B(-w / 2, w / 2, 0, 0.1, -d / 2, d / 2));
  out.push(contactShadow(s, cam, fp.x0, fp.x1, fp.z0, fp.z1, 0.25));
  for (const [lx, lz] of [
    [-w / 2 + 0.03, -d / 2 + 0.03],
    [w / 2 - 0.03, -d / 2 + 0.03],
    [-w / 2 + 0.03, d / 2 - 0.03],
    [w / 2 - 0.03, d / 2 - 0.03],
  ] as const) {
    const top = lz < 0 ? 0.95 : sh;
    out.push(bx(ctx, tbox(pl, B(lx - 0.018, lx + 0.018, 0, top, lz - 0.018, lz + 0.018)), wood));
  }
  out.push(bx(ctx, tbox(pl, B(-w / 2, w / 2, 0.76, 0.92, -d / 2 + 0.01, -d / 2 + 0.04)), wood));
  out.push(soft(ctx, tbox(pl, B(-w / 2, w / 2, sh - 0.03, sh + 0.04, -d / 2, d / 2)), seat, 0.04));
  return { at: tx(pl, [0, 0.4, 0]), svg: g(out) };
}

/** Wardrobe with two doors; local origin back centre against the wall. */
export function wardrobe(ctx: Ctx, pl: Place, w: number, color: string): Item {
  const { s, cam, light } = ctx;
  const dp = 0.58,
    h = 2.15;
  const b = tbox(pl, B(-w / 2, w / 2, 0.05, h, 0, dp));
  const out = [
    contactShadow(s, cam, b.x0, b.x1, b.z0, b.z1, 0.3),
    bx(ctx, tbox(pl, B(-w / 2 + 0.03, w / 2 - 0.03, 0, 0.06, 0.02, dp - 0.03)), shade(color, -0.35)),
    bx(ctx, b, color),
  ];
  out.push(seg(cam, tx(pl, [0, 0.08, dp + 0.002]), tx(pl, [0, h - 0.03, dp + 0.002]), shade(lit(light, color, [0, 0, 1]), -0.25), 1.2));
  for (const side of [-1, 1])
    out.push(
      seg(
        cam,
        tx(pl, [side * 0.05, 1.0, dp + 0.02]),
        tx(pl, [side * 0.05, 1.25, dp + 0.02]),
        T(ctx, "#b9955a"),
        Math.max(1.5, cam.scale(tx(pl, [0, 1, dp])) * 0.015),
      ),
    );
  return { at: tx(pl, [0, 1, dp / 2]), svg: g(out) };
}

/** Upholstered armchair; local front +z, origin at the centre of its footprint. */
export function armchair(ctx: Ctx, pl: Place, color: string, legs: string): Item {
  const { s, cam } = ctx;
  const w = 0.82,
    d = 0.8;
  const out: string[] = [];
  const fp = tbox(pl, B(-w / 2, w / 2, 0, 0.1, -d / 2, d / 2));
  out.push(contactShadow(s, cam, fp.x0, fp.x1, fp.z0, fp.z1, 0.35));
  for (const [lx, lz] of [
    [-w / 2 + 0.06, -d / 2 + 0.06],
    [w / 2 - 0.06, -d / 2 + 0.06],
    [-w / 2 + 0.06, d / 2 - 0.06],
    [w / 2 - 0.06, d / 2 - 0.06],
  ] as const) {
    out.push(bx(ctx, tbox(pl, B(lx - 0.02, lx + 0.02, 0, 0.14, lz - 0.02, lz + 0.02)), legs));
  }
  out.push(soft(ctx, tbox(pl, B(-w / 2 + 0.04, w / 2 - 0.04, 0.36, 0.98, -d / 2, -d / 2 + 0.2)), shade(color, -0.04), 0.09));
  out.push(soft(ctx, tbox(pl, B(-w / 2, w / 2, 0.13, 0.42, -d / 2 + 0.05, d / 2)), color, 0.06));
  out.push(soft(ctx, tbox(pl, B(-w / 2 + 0.13, w / 2 - 0.13, 0.4, 0.5, -d / 2 + 0.2, d / 2 - 0.02)), shade(color, 0.04), 0.06));
  out.push(soft(ctx, tbox(pl, B(-w / 2, -w / 2 + 0.14, 0.13, 0.64, -d / 2 + 0.06, d / 2)), color, 0.06));
  out.push(soft(ctx, tbox(pl, B(w / 2 - 0.14, w / 2, 0.13, 0.64, -d / 2 + 0.06, d / 2)), color, 0.06));
  return { at: tx(pl, [0, 0.5, 0]), svg: g(out) };
}

/** Floor lamp with a linen shade. */
export function floorLamp(ctx: Ctx, x: number, z: number, on: boolean): Item {
  const { s, cam, light } = ctx;
  const out: string[] = [];
  if (on) out.push(glow(ctx, [x, 1.45, z], 1.2, "#ffd79a", 0.5));
  out.push(contactShadow(s, cam, x - 0.14, x + 0.14, z - 0.14, z + 0.14, 0.25));
  out.push(cylinder(s, cam, light, x, z, 0, 0.025, 0.15, 0.15, "#3a3632"));
  out.push(seg(cam, [x, 0.02, z], [x, 1.35, z], T(ctx, "#3a3632"), Math.max(1.5, cam.scale([x, 1, z]) * 0.02)));
  out.push(
    cylinder(
      s,
      cam,
      { ...light, ambient: on ? 1.2 : light.ambient },
      x,
      z,
      1.3,
      1.6,
      0.24,
      0.18,
      on ? "#fff0cf" : "#f1ebdf",
      on ? "#fff6de" : undefined,
    ),
  );
  return { at: [x, 0.8, z], svg: g(out) };
}

/** Round side table. */
export function sideTable(ctx: Ctx, x: number, z: number, h: number, r: number, color: string, extra = ""): Item {
  const { s, cam, light } = ctx;
  return {
    at: [x, h / 2, z],
    svg: g([
      contactShadow(s, cam, x - r * 0.6, x + r * 0.6, z - r * 0.6, z + r * 0.6, 0.3),
      cylinder(s, cam, light, x, z, 0, 0.02, r * 0.5, r * 0.5, color),
      cylinder(s, cam, light, x, z, 0.02, h - 0.03, 0.025, 0.025, color),
      cylinder(s, cam, light, x, z, h - 0.03, h, r, r, color),
      extra,
    ]),
  };
}

/** Rug on the floor with a border. */
export function rug(ctx: Ctx, x0: number, x1: number, z0: number, z1: number, color: string, border: string): string {
  const { cam } = ctx;
  const y = 0.004;
  const q = (a: number, b: number, c: number, d: number): V3[] => [
    [a, y, c],
    [b, y, c],
    [b, y, d],
    [a, y, d],
  ];
  const base = lit(ctx.light, color, [0, 1, 0]);
  const bc = lit(ctx.light, border, [0, 1, 0]);
  const out = [face(cam, q(x0, x1, z0, z1), bc), face(cam, q(x0 + 0.07, x1 - 0.07, z0 + 0.07, z1 - 0.07), base)];
  out.push(
    face(cam, q(x0 + 0.16, x1 - 0.16, z0 + 0.16, z1 - 0.16), "none", {
      stroke: bc,
      "stroke-width": Math.max(1, ctx.cam.scale([(x0 + x1) / 2, 0, (z0 + z1) / 2]) * 0.015),
      "stroke-opacity": 0.7,
    }),
  );
  return g(out);
}

/** Plant in a pot at p (pot base), pot radius r, total height h. */
export function plantOn(ctx: Ctx, p: V3, r: number, h: number, potColor: string, kind: "leafy" | "olive" = "leafy"): string {
  const { s, cam, light } = ctx;
  const [x, y, z] = p;
  const ph = Math.min(h * 0.38, r * 2.2);
  const out = [cylinder(s, cam, light, x, z, y, y + ph, r * 0.78, r, potColor, T(ctx, "#4a3a2c"))];
  const top = cam.p([x, y + ph + (h - ph) * 0.5, z]);
  const sc = cam.scale([x, y + h * 0.6, z]);
  const rr = ctx.r;
  if (kind === "olive") {
    out.push(seg(cam, [x, y + ph, z], [x, y + h * 0.7, z], T(ctx, "#6a5a48"), Math.max(1, sc * 0.02)));
    out.push(
      foliage(s, rr, top[0], top[1] - sc * h * 0.12, sc * h * 0.3, sc * h * 0.24, { base: T(ctx, "#7f8f5e"), light: T(ctx, "#c3cda2") }),
    );
  } else {
    const base = cam.p([x, y + ph, z]);
    for (let i = 0; i < 11; i++) {
      const a = -Math.PI * 0.95 + (i / 10) * Math.PI * 0.9 + rr.range(-0.1, 0.1);
      const len = sc * (h - ph) * rr.range(0.8, 1.1);
      const ex = base[0] + Math.cos(a) * len * 0.8;
      const ey = base[1] + Math.sin(a) * len;
      const lw = len * 0.2;
      const mx = (base[0] + ex) / 2,
        my = (base[1] + ey) / 2;
      out.push(
        path(
          `M${base[0]} ${base[1]}Q${mx - lw * Math.sin(a)} ${my + lw * Math.cos(a)} ${ex} ${ey}Q${mx + lw * Math.sin(a)} ${my - lw * Math.cos(a)} ${base[0]} ${base[1]}Z`,
          T(ctx, i % 2 ? "#4f7f3c" : "#3d6b30"),
        ),
      );
    }
  }
  return g(out);
}

/** Potted floor plant as a paint item. */
export function floorPlant(ctx: Ctx, x: number, z: number, h: number, potColor: string, kind: "leafy" | "olive" = "leafy"): Item {
  return {
    at: [x, h / 2, z],
    svg: g([contactShadow(ctx.s, ctx.cam, x - 0.2, x + 0.2, z - 0.2, z + 0.2, 0.3), plantOn(ctx, [x, 0, z], 0.2, h, potColor, kind)]),
  };
}

/* ------------------------------------------------------------------ bathroom */

/** Floating vanity with a vessel basin and a tap; local origin back centre against the wall. */
export function vanity(ctx: Ctx, pl: Place, w: number, wood: string, top: string): Item {
  const { s, cam, light } = ctx;
  const dp = 0.5;
  const out: string[] = [];
  const cab = tbox(pl, B(-w / 2, w / 2, 0.42, 0.78, 0, dp));
  out.push(contactShadow(s, cam, cab.x0, cab.x1, cab.z0, cab.z1, 0.18));
  out.push(bx(ctx, cab, wood));
  out.push(
    seg(
      cam,
      tx(pl, [-w / 2 + 0.02, 0.6, dp + 0.002]),
      tx(pl, [w / 2 - 0.02, 0.6, dp + 0.002]),
      shade(lit(light, wood, [0, 0, 1]), -0.3),
      1.2,
    ),
  );
  out.push(bx(ctx, tbox(pl, B(-w / 2 - 0.01, w / 2 + 0.01, 0.78, 0.82, -0.0, dp + 0.01)), top));
  const bc = tx(pl, [0, 0.82, dp / 2]);
  out.push(cylinder(s, cam, light, bc[0], bc[2], 0.82, 0.95, 0.17, 0.21, "#fbfbf9", T(ctx, "#e4e6e6")));
  const inner = circle3(cam, bc[0], 0.95, bc[2], 0.18);
  out.push(
    path(
      polyD(inner),
      s.vert([
        [0, T(ctx, "#cfd3d3")],
        [1, T(ctx, "#f4f5f4")],
      ]),
    ),
  );
  const tp = tx(pl, [0, 0.82, 0.05]);
  out.push(cylinder(s, cam, light, tp[0], tp[2], 0.82, 1.08, 0.018, 0.018, "#c8ccd0"));
  const spout = tx(pl, [0, 1.08, 0.18]);
  out.push(seg(cam, [tp[0], 1.08, tp[2]], spout, T(ctx, "#b8bcc0"), Math.max(2, cam.scale(spout) * 0.03)));
  // soap dispenser and a folded hand towel
  const sp = tx(pl, [w / 2 - 0.12, 0.82, 0.12]);
  out.push(cylinder(s, cam, light, sp[0], sp[2], 0.82, 0.97, 0.035, 0.035, "#8fb3a0"));
  return { at: tx(pl, [0, 0.7, dp / 2]), svg: g(out) };
}

/** Folded towels on a wall rail. */
export function towelRail(ctx: Ctx, wall: WallName, u: number, y: number, color: string): string {
  const { cam, sh } = ctx;
  const out: string[] = [];
  out.push(
    seg(
      cam,
      wp(sh, wall, u - 0.35, y, 0.08),
      wp(sh, wall, u + 0.35, y, 0.08),
      T(ctx, "#c0c4c8"),
      Math.max(1.5, cam.scale(wp(sh, wall, u, y, 0.08)) * 0.02),
    ),
  );
  out.push(soft(ctx, wallBox(sh, wall, u - 0.3, u - 0.0, y - 0.55, y + 0.02, 0.03, 0.1), color, 0.03, 0.08));
  out.push(soft(ctx, wallBox(sh, wall, u + 0.03, u + 0.3, y - 0.45, y + 0.02, 0.03, 0.1), shade(color, 0.5), 0.03, 0.08));
  return g(out);
}

/** Walk-in shower: glass panel, rain head and a mosaic back. */
export function shower(
  ctx: Ctx,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  glassAt: "front" | "left" | "right" = "front",
  headY = 2.05,
): Item {
  const { s, cam } = ctx;
  const out: string[] = [];
  const gh = Math.min(2.0, headY);
  const glassQ: V3[] =
    glassAt === "front"
      ? [
          [x0, gh, z1],
          [x1, gh, z1],
          [x1, 0.02, z1],
          [x0, 0.02, z1],
        ]
      : glassAt === "left"
        ? [
            [x0, gh, z0],
            [x0, gh, z1],
            [x0, 0.02, z1],
            [x0, 0.02, z0],
          ]
        : [
            [x1, gh, z0],
            [x1, gh, z1],
            [x1, 0.02, z1],
            [x1, 0.02, z0],
          ];
  const gp = cam.poly(glassQ);
  out.push(
    face(
      cam,
      [
        [x0, 0.006, z0],
        [x1, 0.006, z0],
        [x1, 0.006, z1],
        [x0, 0.006, z1],
      ],
      T(ctx, "#c9c4ba"),
    ),
  );
  const hx = (x0 + x1) / 2;
  const head: V3 = [hx, headY, z0 + 0.35];
  const sc = cam.scale(head);
  out.push(seg(cam, [hx, headY + 0.1, z0], [hx, headY + 0.1, head[2]], T(ctx, "#b8bcc0"), Math.max(1.5, sc * 0.02)));
  out.push(cylinder(s, cam, ctx.light, hx, head[2], headY, headY + 0.1, 0.13, 0.02, "#c8ccd0"));
  out.push(seg(cam, [hx + 0.25, 0.9, z0 + 0.01], [hx + 0.25, 1.2, z0 + 0.01], T(ctx, "#b8bcc0"), Math.max(1.5, sc * 0.025)));
  if (gp.length > 2) {
    const bb = bbox(gp);
    out.push(
      path(
        polyD(gp),
        s.linear(
          [
            [0, "#e8f3f6", 0.2],
            [0.4, "#ffffff", 0.06],
            [0.48, "#ffffff", 0.3],
            [0.55, "#ffffff", 0.06],
            [1, "#dceef2", 0.18],
          ],
          bb.x,
          bb.y,
          bb.x + bb.w,
          bb.y + bb.h,
        ),
        { stroke: T(ctx, "#c8ccd0"), "stroke-width": 2.5 },
      ),
    );
  }
  return { at: [(x0 + x1) / 2, 1, (z0 + z1) / 2], svg: g(out) };
}

/** Wooden stool with a stack of folded towels. */
export function towelStool(ctx: Ctx, x: number, z: number, wood: string, towel: string): Item {
  const { s, cam } = ctx;
  const out = [contactShadow(s, cam, x - 0.18, x + 0.18, z - 0.18, z + 0.18, 0.3)];
  for (const [dx, dz] of [
    [-0.15, -0.15],
    [0.15, -0.15],
    [-0.15, 0.15],
    [0.15, 0.15],
  ] as const)
    out.push(bx(ctx, B(x + dx - 0.02, x + dx + 0.02, 0, 0.42, z + dz - 0.02, z + dz + 0.02), wood));
  out.push(bx(ctx, B(x - 0.19, x + 0.19, 0.42, 0.46, z - 0.19, z + 0.19), wood));
  out.push(soft(ctx, B(x - 0.16, x + 0.16, 0.46, 0.54, z - 0.13, z + 0.13), towel, 0.03));
  out.push(soft(ctx, B(x - 0.15, x + 0.15, 0.54, 0.62, z - 0.12, z + 0.12), shade(towel, 0.45), 0.03));
  out.push(soft(ctx, B(x - 0.14, x + 0.14, 0.62, 0.69, z - 0.11, z + 0.11), "#fbfaf6", 0.03));
  return { at: [x, 0.3, z], svg: g(out) };
}

/** Freestanding-look bathtub along a wall; local origin back centre. */
export function bathtub(ctx: Ctx, pl: Place, w: number): Item {
  const { s, cam } = ctx;
  const dp = 0.75,
    h = 0.56;
  const body = tbox(pl, B(-w / 2, w / 2, 0, h, 0.0, dp));
  const out = [contactShadow(s, cam, body.x0, body.x1, body.z0, body.z1, 0.25), soft(ctx, body, "#fbfbf9", 0.08, 0.04)];
  const rim = cam.poly([
    tx(pl, [-w / 2 + 0.08, h, 0.08]),
    tx(pl, [w / 2 - 0.08, h, 0.08]),
    tx(pl, [w / 2 - 0.08, h, dp - 0.08]),
    tx(pl, [-w / 2 + 0.08, h, dp - 0.08]),
  ]);
  if (rim.length > 2) {
    const bb = bbox(rim);
    const rr = cam.scale(tx(pl, [0, h, dp / 2])) * 0.15;
    out.push(
      path(
        roundD(rim, rr),
        s.linear(
          [
            [0, T(ctx, "#c9d6da")],
            [1, T(ctx, "#eef4f5")],
          ],
          0,
          bb.y,
          0,
          bb.y + bb.h,
        ),
      ),
    );
    out.push(
      path(
        roundD(
          rim.map(([px, py]) => [px, py + bb.h * 0.25] as Pt),
          rr * 0.8,
        ),
        T(ctx, "#a9d3de"),
        { opacity: 0.6 },
      ),
    );
  }
  const tp = tx(pl, [0, h, 0.02]);
  out.push(seg(cam, tp, tx(pl, [0, h + 0.18, 0.02]), T(ctx, "#c0c4c8"), Math.max(2, cam.scale(tp) * 0.025)));
  out.push(seg(cam, tx(pl, [0, h + 0.18, 0.02]), tx(pl, [0, h + 0.16, 0.14]), T(ctx, "#c0c4c8"), Math.max(2, cam.scale(tp) * 0.025)));
  return { at: tx(pl, [0, h / 2, dp / 2]), svg: g(out) };
}
