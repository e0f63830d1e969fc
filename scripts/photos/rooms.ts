/**
 * The four rooms (uno, due, tre, quattro) and their bathrooms. Each room is one
 * 3D model; its pictures are different camera shots of the same model, so the
 * furniture, colours and views stay consistent from picture to picture.
 */
import {
  armchair,
  art,
  bathtub,
  bed,
  bx,
  chair,
  desk,
  drawShell,
  floorLamp,
  floorPlant,
  glow,
  mirror,
  nightstand,
  opening,
  rug,
  sconce,
  shower,
  sideTable,
  sunPatch,
  towelRail,
  towelStool,
  tv,
  vanity,
  wallBox,
  wardrobe,
  windowGlow,
  wp,
  type Ctx,
  type Opening,
  type Shell,
} from "./interior";
import { Cam, cylinder, paint, type CamOpts, type Item, type Light, type V3 } from "./persp";
import { C, rng, Svg } from "./svg";
import { eveningTint, gardenView, seaView, type Mood, type View } from "./views";

export const ROOM_W = 1600;
export const ROOM_H = 1200;

type Model = { wall: string[]; items: Item[]; floor?: string[]; after?: string[] };
type Room = { seed: number; shell: Shell; light: V3; build: (ctx: Ctx) => Model };
type Shot = CamOpts & { mood?: Mood; lamps?: boolean };

/** Renders one camera shot of a room model. */
function shoot(room: Room, shot: Shot): Svg {
  const s = new Svg(ROOM_W, ROOM_H);
  const mood = shot.mood ?? "day";
  const cam = new Cam(ROOM_W, ROOM_H, shot);
  const light: Light = mood === "evening" ? { dir: room.light, tint: eveningTint, ambient: 0.62 } : { dir: room.light, ambient: 0.74 };
  const ctx: Ctx = { s, cam, light, r: rng(room.seed), sh: room.shell, mood, lamps: shot.lamps ?? mood === "evening" };
  s.add(drawShell(ctx));
  const m = room.build(ctx);
  s.add(...(m.floor ?? []), ...m.wall, paint(cam, m.items), ...(m.after ?? []));
  s.add(vignette(s, mood === "evening" ? 0.35 : 0.16));
  return s;
}

function vignette(s: Svg, strength: number): string {
  const fill = s.radial(
    [
      [0, "#000000", 0],
      [0.65, "#000000", 0],
      [1, "#1a1008", strength],
    ],
    s.w / 2,
    s.h / 2,
    Math.hypot(s.w, s.h) / 2,
  );
  return `<rect width="${s.w}" height="${s.h}" fill="${fill}"/>`;
}

/** Window light: the opening, its glow on the walls and (by day) the sun patch on the floor. */
function lightOpening(ctx: Ctx, o: Opening): { wall: string[]; floor: string[] } {
  return {
    floor: ctx.mood === "evening" ? [] : [sunPatch(ctx, o, ctx.mood === "sunset" ? 0.3 : 0.26)],
    wall: [windowGlow(ctx, o, ctx.mood === "evening" ? 0.12 : 0.28), opening(ctx, o)],
  };
}

/* ------------------------------------------------------------------ UNO */

const UNO_SHELL: Shell = {
  W: 4.4,
  D: 5.0,
  H: 2.9,
  wall: "#efe4d3",
  accent: { wall: "back", color: "#e8d8c0" },
  floor: "wood",
  floorColor: "#c89a6c",
  ceiling: "#f8f4ee",
};

const UNO_WINDOW: Opening = { wall: "back", u0: 0.95, u1: 2.05, y0: 0.75, y1: 2.45, view: gardenView, curtains: "#f3ede2" };

export const UNO: Room = {
  seed: 101,
  shell: UNO_SHELL,
  light: [0.45, 0.62, -0.65],
  build: (ctx) => {
    const win = lightOpening(ctx, UNO_WINDOW);
    const on = ctx.lamps;
    return {
      floor: [rug(ctx, -1.8, 0.7, 0.9, 2.75, "#e9dcc6", "#c98e6a"), ...win.floor],
      wall: [...win.wall, art(ctx, "back", -1.15, 0.05, 1.5, 2.1, "sea"), tv(ctx, "right", 2.25, 3.15, 1.3, 1.82)],
      items: [
        bed(
          ctx,
          { o: [-0.55, 0, 0], rot: 0 },
          { w: 1.7, headboard: "#cdb79a", frame: "#a9805a", duvet: "#fbf8f2", cushion: C.terracotta2, throwColor: "#e3cba6" },
        ),
        nightstand(ctx, { o: [-1.73, 0, 0], rot: 0 }, "#b58a5f", "#e9ddc8", on),
        nightstand(ctx, { o: [0.62, 0, 0], rot: 0 }, "#b58a5f", "#e9ddc8", on, false),
        ...desk(ctx, { o: [2.2, 0, 2.7], rot: 270 }, 1.1, "#b58a5f", "#d6b48c"),
        wardrobe(ctx, { o: [-2.2, 0, 3.7], rot: 90 }, 1.2, "#e9dfcf"),
      ],
    };
  },
};

/* ------------------------------------------------------------------ DUE */

const DUE_SHELL: Shell = {
  W: 5.6,
  D: 5.6,
  H: 3.0,
  wall: "#eae3d3",
  accent: { wall: "back", color: "#d9e3dc" },
  floor: "tile",
  floorColor: "#e3d6c1",
  ceiling: "#f8f5ef",
};
const DUE_DOOR: Opening = { wall: "right", u0: 1.3, u1: 2.6, y0: 0.0, y1: 2.45, view: gardenView, door: true, curtains: "#eef1ec" };

/** The minibar corner on the left wall of room due. */
function minibar(ctx: Ctx): Item {
  const { s, cam, light, sh } = ctx;
  const u = 2.6;
  const out: string[] = [];
  const cab = wallBox(sh, "left", u - 0.55, u + 0.55, 0.0, 0.9, 0, 0.5);
  out.push(bx(ctx, cab, "#c9b89c"));
  const fridge = wallBox(sh, "left", u - 0.05, u + 0.5, 0.08, 0.82, 0.5, 0.505);
  out.push(bx(ctx, fridge, "#3b3f44"));
  const glassP = wallBox(sh, "left", u + 0.02, u + 0.43, 0.16, 0.76, 0.506, 0.507);
  out.push(bx(ctx, glassP, "#58616a"));
  for (let i = 0; i < 4; i++) {
    const p = wp(sh, "left", u + 0.08 + i * 0.1, 0.5, 0.45);
    out.push(cylinder(s, cam, light, p[0], p[2], 0.45, 0.7, 0.03, 0.03, ["#cc5a3f", "#f2c94c", "#7fb0c0", "#5b8a4a"][i]));
  }
  out.push(bx(ctx, wallBox(sh, "left", u - 0.5, u - 0.12, 0.12, 0.8, 0.5, 0.505), "#d2c3a7"));
  const top = 0.9;
  out.push(bx(ctx, wallBox(sh, "left", u - 0.58, u + 0.58, top, top + 0.03, 0, 0.52), "#b39f80"));
  // tray with kettle, cups and glasses
  out.push(bx(ctx, wallBox(sh, "left", u - 0.45, u + 0.05, top + 0.03, top + 0.05, 0.06, 0.42), "#6e4a2f"));
  const k = wp(sh, "left", u - 0.3, top + 0.05, 0.22);
  out.push(cylinder(s, cam, light, k[0], k[2], top + 0.05, top + 0.28, 0.09, 0.075, "#e9e6e0"));
  out.push(cylinder(s, cam, light, k[0], k[2], top + 0.28, top + 0.31, 0.04, 0.03, "#3a3632"));
  for (const [du, off] of [
    [-0.08, 0.34],
    [0.0, 0.3],
  ] as const) {
    const p = wp(sh, "left", u + du, top + 0.05, off);
    out.push(cylinder(s, cam, light, p[0], p[2], top + 0.05, top + 0.13, 0.045, 0.05, "#fbfaf6"));
  }
  for (const du of [0.2, 0.32]) {
    const p = wp(sh, "left", u + du, top + 0.03, 0.3);
    out.push(cylinder(s, cam, light, p[0], p[2], top + 0.03, top + 0.17, 0.035, 0.04, "#dfecef"));
  }
  const bottle = wp(sh, "left", u + 0.44, top + 0.03, 0.22);
  out.push(cylinder(s, cam, light, bottle[0], bottle[2], top + 0.03, top + 0.3, 0.04, 0.04, "#bfe0ea"));
  out.push(cylinder(s, cam, light, bottle[0], bottle[2], top + 0.3, top + 0.36, 0.015, 0.015, "#2f6f8a"));
  return { at: wp(sh, "left", u, 0.5, 0.25), svg: out.join("") };
}

export const DUE: Room = {
  seed: 202,
  shell: DUE_SHELL,
  light: [0.75, 0.5, -0.3],
  build: (ctx) => {
    const door = lightOpening(ctx, DUE_DOOR);
    const on = ctx.lamps;
    const bedSpec = { w: 1.6, headboard: "#7f9c94", frame: "#c9b89c", duvet: "#fbfaf6", cushion: C.sea500, throwColor: "#2f6f8a" };
    const after = on ? [glow(ctx, [0, 1.6, 0.1], 1.6, "#ffcf8a", 0.35)] : [];
    return {
      floor: [rug(ctx, -1.5, 1.5, 1.3, 3.1, "#e6ddcc", "#7f9c94"), ...door.floor],
      wall: [
        ...door.wall,
        art(ctx, "back", -2.25, -0.95, 1.55, 2.15, "boats"),
        art(ctx, "back", 0.95, 2.25, 1.55, 2.15, "abstract"),
        sconce(ctx, "back", 0, 1.75, on),
      ],
      items: [
        bed(ctx, { o: [-1.42, 0, 0], rot: 0 }, bedSpec),
        bed(ctx, { o: [1.42, 0, 0], rot: 0 }, bedSpec),
        nightstand(ctx, { o: [0, 0, 0], rot: 0 }, "#c9b89c", "#9fb8b0", on),
        minibar(ctx),
        floorPlant(ctx, 2.4, 0.9, 1.4, "#cc5a3f"),
      ],
      after,
    };
  },
};

export const DUE_MINIBAR: Room = {
  ...DUE,
  build: (ctx) => {
    const m = DUE.build(ctx);
    return {
      ...m,
      wall: [...m.wall, mirror(ctx, "left", 2.15, 3.05, 1.35, 2.2, "#b39f80", 0.05), art(ctx, "left", 3.3, 4.0, 1.4, 2.0, "lemons")],
      items: [...m.items, chair(ctx, { o: wp(DUE_SHELL, "left", 3.6, 0, 0.45), rot: 90 }, "#a9805a", "#7f9c94")],
    };
  },
};

/* ------------------------------------------------------------------ TRE */

const TRE_SHELL: Shell = {
  W: 4.6,
  D: 5.0,
  H: 3.2,
  wall: "#f1e6d2",
  floor: "wood",
  floorColor: "#b98a5e",
  ceiling: "#f7f2ea",
  slope: { knee: 1.35, flat: 0.55, beam: "#9c7350" },
};
const TRE_DOOR: Opening = {
  wall: "back",
  u0: -0.25,
  u1: 1.45,
  y0: 0.0,
  y1: 2.3,
  view: seaView,
  door: true,
  curtains: "#f4efe6",
  depth: 0.3,
};

export const TRE: Room = {
  seed: 303,
  shell: TRE_SHELL,
  light: [0.3, 0.55, -0.8],
  build: (ctx) => {
    const door = lightOpening(ctx, TRE_DOOR);
    const on = ctx.lamps;
    return {
      floor: [rug(ctx, -1.35, 0.25, 1.0, 3.4, "#e7dcc8", C.sea500), ...door.floor],
      wall: [...door.wall, art(ctx, "left", 3.8, 4.6, 0.45, 1.05, "boats")],
      items: [
        bed(
          ctx,
          { o: [-2.3, 0, 2.2], rot: 90 },
          { w: 1.65, headboard: "#e4d6bf", frame: "#9c7350", duvet: "#fbf8f2", cushion: "#e0a53a", throwColor: C.sea700, headH: 1.05 },
        ),
        nightstand(ctx, { o: [-2.3, 0, 0.95], rot: 90 }, "#9c7350", "#2f6f8a", on),
        nightstand(ctx, { o: [-2.3, 0, 3.45], rot: 90 }, "#9c7350", "#2f6f8a", on, false),
        armchair(ctx, { o: [1.55, 0, 1.25], rot: 270 }, C.sea700, "#6b5a48"),
        sideTable(ctx, 1.6, 2.05, 0.5, 0.2, "#9c7350", ""),
        floorLamp(ctx, 1.95, 0.55, on),
        floorPlant(ctx, -0.45, 0.35, 1.1, "#d98a5f"),
      ],
    };
  },
};

/* ------------------------------------------------------------------ QUATTRO */

const QUATTRO_SHELL: Shell = {
  W: 4.2,
  D: 4.8,
  H: 2.9,
  wall: "#e3e6d3",
  accent: { wall: "back", color: "#c9d1b0" },
  floor: "wood",
  floorColor: "#d1a878",
  ceiling: "#f8f6ef",
};
const QUATTRO_WINDOW: Opening = { wall: "left", u0: 2.3, u1: 3.4, y0: 0.8, y1: 2.35, view: gardenView, curtains: "#f1ede2" };

export const QUATTRO: Room = {
  seed: 404,
  shell: QUATTRO_SHELL,
  light: [-0.75, 0.55, -0.2],
  build: (ctx) => {
    const win = lightOpening(ctx, QUATTRO_WINDOW);
    const on = ctx.lamps;
    return {
      floor: [rug(ctx, -0.95, 1.5, 0.9, 2.8, "#efe6d4", C.olive500), ...win.floor],
      wall: [
        ...win.wall,
        art(ctx, "back", -0.6, 0.2, 1.45, 2.15, "botanical", "#d9c7a4"),
        art(ctx, "back", 0.35, 1.15, 1.45, 2.15, "botanical", "#d9c7a4"),
      ],
      items: [
        bed(
          ctx,
          { o: [0.28, 0, 0], rot: 0 },
          { w: 1.7, headboard: "#f0ebe0", frame: "#c9a478", duvet: "#fbfaf5", cushion: C.olive500, throwColor: "#8a9a5a" },
        ),
        nightstand(ctx, { o: [-0.88, 0, 0], rot: 0 }, "#c9a478", "#f1ead8", on),
        nightstand(ctx, { o: [1.44, 0, 0], rot: 0 }, "#c9a478", "#f1ead8", on, false),
        armchair(ctx, { o: [-1.5, 0, 3.15], rot: 90 }, "#e3d4b4", "#6b5a48"),
        floorPlant(ctx, 1.85, 0.45, 1.3, C.terracotta2),
      ],
    };
  },
};

/* ------------------------------------------------------------------ bathrooms */

type BathLayout = "shower-right" | "shower-left" | "tub" | "attic";
type BathSpec = { seed: number; layout: BathLayout; tiles: string; wall: string; floor: string; wood: string; towel: string; view: View };

/** A bathroom in one of four layouts, with the room's colours. */
function bathroom(b: BathSpec): Room {
  const attic = b.layout === "attic";
  const shell: Shell = {
    W: 2.8,
    D: 3.4,
    H: 2.7,
    wall: b.wall,
    floor: "tile",
    floorColor: b.floor,
    ceiling: "#f7f5f0",
    tiles: { height: 1.25, color: b.tiles, size: 0.25 },
    ...(attic ? { slope: { knee: 1.5, flat: 0.4, beam: "#9c7350" } } : {}),
  };
  const windows: Record<BathLayout, Opening> = {
    "shower-right": { wall: "left", u0: 1.5, u1: 2.2, y0: 1.35, y1: 2.2, view: b.view },
    "shower-left": { wall: "right", u0: 1.4, u1: 2.1, y0: 1.35, y1: 2.2, view: b.view },
    tub: { wall: "back", u0: 0.05, u1: 0.85, y0: 1.4, y1: 2.25, view: b.view },
    attic: { wall: "back", u0: -0.32, u1: 0.32, y0: 1.4, y1: 2.3, view: b.view },
  };
  const win = windows[b.layout];
  return {
    seed: b.seed,
    shell,
    light: b.layout === "shower-right" ? [-0.8, 0.5, 0.1] : b.layout === "shower-left" ? [0.8, 0.5, 0.1] : [0.2, 0.6, -0.8],
    build: (ctx) => {
      const w = lightOpening(ctx, win);
      const wall: string[] = [...w.wall];
      const items: Item[] = [];
      const backVanity = (u: number): void => {
        items.push(vanity(ctx, { o: [u, 0, 0], rot: 0 }, 1.1, b.wood, "#f3f0ea"));
        wall.push(mirror(ctx, "back", u - 0.42, u + 0.42, 1.35, 2.2, "#c9a66b", 0.12));
        wall.push(sconce(ctx, "back", u - 0.62, 1.85, true), sconce(ctx, "back", u + 0.62, 1.85, true));
      };
      if (b.layout === "shower-right") {
        backVanity(-0.45);
        items.push(shower(ctx, 0.5, 1.4, 0, 1.1), towelStool(ctx, -1.05, 1.45, b.wood, b.towel));
        wall.push(towelRail(ctx, "left", 2.65, 1.45, b.towel));
      } else if (b.layout === "shower-left") {
        backVanity(0.4);
        items.push(shower(ctx, -1.4, -0.5, 0, 1.1), towelStool(ctx, 1.05, 1.5, b.wood, b.towel));
        wall.push(towelRail(ctx, "right", 0.85, 1.5, b.towel));
      } else if (b.layout === "tub") {
        items.push(bathtub(ctx, { o: [0.45, 0, 0], rot: 0 }, 1.7));
        items.push(vanity(ctx, { o: [-1.4, 0, 1.65], rot: 90 }, 1.0, b.wood, "#f3f0ea"));
        wall.push(
          mirror(ctx, "left", 1.35, 2.15, 1.35, 2.2, "#c9a66b", 0.12),
          sconce(ctx, "left", 1.15, 1.85, true),
          sconce(ctx, "left", 2.35, 1.85, true),
        );
        wall.push(towelRail(ctx, "back", -0.95, 1.5, b.towel));
        items.push(floorPlant(ctx, 1.15, 1.2, 0.9, C.terracotta2));
      } else {
        items.push(vanity(ctx, { o: [0, 0, 0], rot: 0 }, 1.1, b.wood, "#f3f0ea"));
        wall.push(sconce(ctx, "back", -0.5, 1.75, true), sconce(ctx, "back", 0.5, 1.75, true));
        wall.push(mirror(ctx, "left", 1.9, 2.5, 0.95, 1.42, "#c9a66b", 0.08));
        items.push(bathtub(ctx, { o: [1.4, 0, 1.75], rot: 270 }, 1.6), towelStool(ctx, -1.0, 1.5, b.wood, b.towel));
      }
      return { floor: [...w.floor], wall, items };
    },
  };
}

const UNO_BATH = bathroom({
  seed: 111,
  layout: "shower-right",
  tiles: "#efe6d6",
  wall: "#f4ecdf",
  floor: "#d9c6a6",
  wood: "#b58a5f",
  towel: "#cc5a3f",
  view: gardenView,
});
const DUE_BATH = bathroom({
  seed: 222,
  layout: "tub",
  tiles: "#cfe1e3",
  wall: "#eef1ec",
  floor: "#e3d6c1",
  wood: "#c9b89c",
  towel: C.sea500,
  view: gardenView,
});
const TRE_BATH = bathroom({
  seed: 333,
  layout: "attic",
  tiles: "#f2f1ec",
  wall: "#f1e6d2",
  floor: "#cfc3b1",
  wood: "#9c7350",
  towel: C.sea700,
  view: seaView,
});
const QUATTRO_BATH = bathroom({
  seed: 444,
  layout: "shower-left",
  tiles: "#dfe4d0",
  wall: "#eef0e4",
  floor: "#d6cbb5",
  wood: "#c9a478",
  towel: C.olive500,
  view: gardenView,
});

/* ------------------------------------------------------------------ shots */

const shot = (room: Room, s: Shot) => (): Svg => shoot(room, s);

export const ROOM_SHOTS: Record<string, () => Svg> = {
  "uno-1": shot(UNO, { pos: [0.75, 1.25, 4.95], yaw: -9, f: 980, horizon: 500 }),
  "uno-3": shot(UNO_BATH, { pos: [0.0, 1.35, 3.3], yaw: -4, f: 760, horizon: 540 }),
  "uno-4": shot(UNO, { pos: [-0.9, 1.3, 4.6], yaw: 50, f: 820, horizon: 540 }),
  "uno-5": shot(UNO, { pos: [1.4, 1.3, 2.1], yaw: -3, f: 900, horizon: 540 }),
  "due-1": shot(DUE, { pos: [-1.0, 1.3, 5.55], yaw: 12, f: 900, horizon: 510 }),
  "due-3": shot(DUE_BATH, { pos: [0.85, 1.35, 3.3], yaw: -20, f: 760, horizon: 540 }),
  "due-4": shot(DUE_MINIBAR, { pos: [-1.0, 1.35, 4.5], yaw: -50, f: 950, horizon: 560 }),
  "due-5": shot(DUE, { pos: [1.6, 1.3, 5.5], yaw: -25, f: 780, horizon: 530 }),
  "due-6": shot(DUE, { pos: [-1.4, 1.3, 5.3], yaw: 10, f: 720, horizon: 540, mood: "evening" }),
  "tre-1": shot(TRE, { pos: [1.6, 1.35, 4.95], yaw: -24, f: 820, horizon: 540 }),
  "tre-4": shot(TRE_BATH, { pos: [-0.2, 1.35, 3.3], yaw: 4, f: 740, horizon: 560 }),
  "tre-5": shot(TRE, { pos: [0.3, 1.2, 3.7], yaw: 35, f: 900, horizon: 540 }),
  "quattro-1": shot(QUATTRO, { pos: [0.9, 1.25, 4.75], yaw: -10, f: 960, horizon: 500 }),
  "quattro-2": shot(QUATTRO, { pos: [-0.5, 1.4, 1.95], yaw: -90, f: 900, horizon: 560 }),
  "quattro-3": shot(QUATTRO_BATH, { pos: [0.0, 1.35, 3.3], yaw: 6, f: 760, horizon: 540 }),
  "quattro-5": shot(QUATTRO, { pos: [-0.45, 1.05, 1.75], yaw: -10, f: 1000, horizon: 520, lamps: true }),
};
