/**
 * What the windows and balcony doors look out on, drawn into a screen-space box
 * (the caller clips it to the glass): the garden, or rooftops down to the sea.
 */
import { cloud, cypress, flowerBush, foliage, lemonTree, oliveTree, palm, rooftops, sea, sky, stonePine } from "./outdoor";
import { C, g, mix, rect, shade, type Rng, type Svg } from "./svg";

export type Box2 = { x: number; y: number; w: number; h: number };
export type Mood = "day" | "evening" | "sunset";

const SKIES: Record<Mood, readonly (readonly [number, string])[]> = {
  day: [
    [0, "#8cc4da"],
    [0.7, "#cfe6ec"],
    [1, "#eef2e6"],
  ],
  evening: [
    [0, "#1f2b52"],
    [0.55, "#55507a"],
    [0.85, "#d98a76"],
    [1, "#f0b58a"],
  ],
  sunset: [
    [0, "#5f6fa0"],
    [0.5, "#c596b2"],
    [0.85, "#f3b99a"],
    [1, "#f8d2a8"],
  ],
};

export type View = (s: Svg, r: Rng, b: Box2, mood: Mood) => string;

/** Garden: trees, a neighbour's roof, hedges, lemon tree and flowers. */
export const gardenView: View = (s, r, b, mood) => {
  const u = Math.max(b.w, b.h * 0.8);
  const hz = b.y + b.h * 0.55;
  const dim = mood === "evening" ? 0.45 : mood === "sunset" ? 0.15 : 0;
  const t = (c: string): string => (dim ? mix(c, "#27284a", dim) : c);
  const parts = [
    sky(
      s,
      b.x - 2,
      b.y - 2,
      b.w + 4,
      hz - b.y + 4,
      SKIES[mood].map(([o, c]) => [o, c] as const),
    ),
  ];
  if (mood === "day") parts.push(cloud(s, r, b.x + b.w * 0.3, b.y + b.h * 0.16, u * 0.35, "#ffffff", 0.8));
  parts.push(
    g([
      rect(b.x + b.w * 0.55, hz - u * 0.22, u * 0.4, u * 0.22, t("#f0d6b2")),
      rect(b.x + b.w * 0.52, hz - u * 0.26, u * 0.46, u * 0.05, t(C.terracotta2)),
      rect(b.x + b.w * 0.62, hz - u * 0.16, u * 0.05, u * 0.08, t("#52704a")),
      rect(b.x + b.w * 0.8, hz - u * 0.16, u * 0.05, u * 0.08, t("#52704a")),
    ]),
  );
  parts.push(
    cypress(s, b.x + b.w * 0.12, hz + u * 0.05, u * 0.55, t("#33502c")),
    cypress(s, b.x + b.w * 0.2, hz + u * 0.05, u * 0.42, t("#2f4a2a")),
  );
  parts.push(foliage(s, r, b.x + b.w * 0.42, hz - u * 0.02, u * 0.22, u * 0.12, { base: t("#4d7a38") }));
  parts.push(foliage(s, r, b.x + b.w * 0.95, hz - u * 0.06, u * 0.2, u * 0.15, { base: t("#44703a") }));
  parts.push(
    rect(
      b.x - 2,
      hz,
      b.w + 4,
      b.y + b.h - hz + 2,
      s.vert([
        [0, t("#7f9b46")],
        [1, t("#9ab35a")],
      ]),
    ),
  );
  parts.push(foliage(s, r, b.x + b.w * 0.5, hz + u * 0.02, b.w * 0.6, u * 0.06, { base: t("#47733a") }, 1.4));
  parts.push(flowerBush(s, r, b.x + b.w * 0.25, hz + u * 0.14, u * 0.16, u * 0.07, t("#4f7c3a"), t("#e58fb0"), 14));
  parts.push(flowerBush(s, r, b.x + b.w * 0.78, hz + u * 0.16, u * 0.18, u * 0.07, t("#4f7c3a"), t("#f4efe6"), 14));
  parts.push(lemonTree(s, r, b.x + b.w * 0.66, b.y + b.h * 1.02, u * 0.55));
  parts.push(oliveTree(s, r, b.x + b.w * 0.05, b.y + b.h * 1.05, u * 0.5));
  if (mood === "evening") parts.push(rect(b.x, b.y, b.w, b.h, "#1c2348", { opacity: 0.25 }));
  return g(parts);
};

/** Over the rooftops to the sea (top-floor rooms). */
export const seaView: View = (s, r, b, mood) => {
  const u = Math.max(b.w, b.h * 0.8);
  const hz = b.y + b.h * 0.4;
  const parts = [
    sky(
      s,
      b.x - 2,
      b.y - 2,
      b.w + 4,
      hz - b.y + 4,
      SKIES[mood].map(([o, c]) => [o, c] as const),
    ),
  ];
  if (mood === "day") parts.push(cloud(s, r, b.x + b.w * 0.7, b.y + b.h * 0.12, u * 0.3, "#ffffff", 0.8));
  const seaCols =
    mood === "day"
      ? { far: "#7fb6c6", mid: C.sea500, near: C.sea700 }
      : mood === "sunset"
        ? { far: "#c9a7b8", mid: "#7d8fb0", near: "#4d6790" }
        : { far: "#5d5a7e", mid: "#3a4a72", near: "#23345a" };
  parts.push(sea(s, r, b.x - 2, hz, b.w + 4, b.h * 0.25, { ...seaCols, streaks: Math.round(b.w / 10) }));
  const haze = mood === "day" ? "#dfe9ea" : mood === "sunset" ? "#e8c0b0" : "#55507a";
  parts.push(rooftops(s, r, b.x, hz + b.h * 0.08, b.w, b.h * 0.6, 4, haze, mood === "sunset" ? 0.12 : 0));
  parts.push(palm(s, r, b.x + b.w * 0.82, b.y + b.h, u * 0.45, -0.06, mood === "day" ? "#5b7a34" : "#4a5a40"));
  parts.push(stonePine(s, r, b.x + b.w * 0.12, b.y + b.h * 1.05, u * 0.3));
  if (mood === "sunset") parts.push(rect(b.x, b.y, b.w, b.h, "#f0a070", { opacity: 0.12 }));
  if (mood === "evening") parts.push(rect(b.x, b.y, b.w, b.h, "#1c2348", { opacity: 0.3 }));
  return g(parts);
};

/** A dimmer for the evening light: mixes every colour toward a dusky blue. */
export const eveningTint = (c: string): string => shade(mix(c, "#5a4550", 0.34), -0.06);
