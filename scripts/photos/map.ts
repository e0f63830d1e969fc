/**
 * The illustrated contact-page map: a stylised seaside town (sea to the east,
 * beach, street grid, river, railway with the station, the airport to the
 * south-west and a pin for the B&B). Written as a standalone SVG file.
 */
import { C, circle, g, line, path, polyD, rect, smoothD, type Pt } from "./svg";

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 600;
export const MAP_PATH = "/images/contact/map.svg";

const road = (d: string, w: number): string =>
  path(d, "none", { stroke: "#dccfb6", "stroke-width": w + 3, "stroke-linecap": "round", "stroke-linejoin": "round" }) +
  path(d, "none", { stroke: "#ffffff", "stroke-width": w, "stroke-linecap": "round", "stroke-linejoin": "round" });

/** Round badge icon: a white disc with a coloured ring and a glyph. */
function badge(x: number, y: number, color: string, glyph: string): string {
  return g([
    circle(x + 1.5, y + 2.5, 19, "#000000", { opacity: 0.18 }),
    circle(x, y, 19, color),
    circle(x, y, 15.5, "#ffffff"),
    `<g transform="translate(${x} ${y})">${glyph}</g>`,
  ]);
}

const TRAIN = g([
  rect(-8, -10, 16, 16, C.sea700, { rx: 4 }),
  rect(-5.5, -7, 11, 5, "#ffffff", { rx: 1 }),
  circle(-4, 2, 1.8, "#ffffff"),
  circle(4, 2, 1.8, "#ffffff"),
  line(-6, 10, -3, 6, C.sea700, 2),
  line(6, 10, 3, 6, C.sea700, 2),
]);

const PLANE = path(
  "M0 -11C1.4 -11 2 -9.5 2 -8L2 -3L10 2L10 4.5L2 2L2 7L5 9.5L5 11L0 9.8L-5 11L-5 9.5L-2 7L-2 2L-10 4.5L-10 2L-2 -3L-2 -8C-2 -9.5 -1.4 -11 0 -11Z",
  C.sea700,
  { transform: "rotate(40)" },
);

export function contactMap(): { svg: string; path: string; width: number; height: number } {
  const W = MAP_WIDTH,
    H = MAP_HEIGHT;
  const coast: Pt[] = [
    [612, -10],
    [606, 90],
    [618, 200],
    [624, 262],
    [618, 330],
    [628, 440],
    [640, 540],
    [646, 610],
  ];
  const coastD = smoothD(coast, false);
  const beach: Pt[] = coast.map(([x, y]) => [x - 26, y]);
  const parts: string[] = [];
  parts.push(rect(0, 0, W, H, "#f4ecdc"));
  // parks and blocks
  const parks: [number, number, number, number][] = [
    [150, 90, 90, 60],
    [420, 420, 80, 70],
    [250, 470, 70, 50],
    [470, 120, 60, 50],
  ];
  for (const [x, y, w, h] of parks) parts.push(rect(x, y, w, h, "#d6e4b8", { rx: 10 }));
  for (let i = 0; i < 7; i++) parts.push(circle(165 + (i % 4) * 20, 105 + Math.floor(i / 4) * 28, 7, "#b9d196"));
  // sea and beach
  parts.push(path(`${polyD(beach, false)}L${W} 610L${W} -10Z`, "#ecd7ab"));
  parts.push(path(`${coastD}L${W + 10} 610L${W + 10} -10Z`, "url(#sea)"));
  for (let i = 0; i < 9; i++) {
    const x = 660 + (i % 3) * 45,
      y = 60 + i * 60;
    parts.push(
      path(`M${x} ${y}q8 -6 16 0t16 0`, "none", { stroke: "#ffffff", "stroke-width": 2, opacity: 0.55, "stroke-linecap": "round" }),
    );
  }
  for (let y = 30; y < 590; y += 34) {
    const x = 598 + Math.sin(y / 90) * 5;
    parts.push(circle(x, y, 3.2, y % 68 < 34 ? C.terracotta2 : C.sea500, { opacity: 0.75 }));
  }
  // river from the west into the sea
  const river: Pt[] = [
    [-10, 330],
    [80, 310],
    [170, 330],
    [260, 300],
    [360, 292],
    [460, 270],
    [540, 262],
    [630, 262],
  ];
  parts.push(path(smoothD(river, false), "none", { stroke: "#7fbdd2", "stroke-width": 20, "stroke-linecap": "round" }));
  parts.push(path(smoothD(river, false), "none", { stroke: "#a6d4e2", "stroke-width": 9, "stroke-linecap": "round" }));
  // streets: a grid parallel to the coast plus main avenues
  for (const x of [120, 210, 300, 390, 480]) parts.push(road(`M${x} -10L${x + 10} 610`, 7));
  for (const y of [60, 160, 220, 380, 450, 530]) parts.push(road(`M-10 ${y}L${574 + Math.sin(y / 90) * 5} ${y + 4}`, 7));
  parts.push(road(`M560 -10Q552 300 566 610`, 11));
  parts.push(road(`M-10 410L300 390L570 400`, 11));
  parts.push(road(`M60 610L170 500L300 390`, 10));
  // railway with the station
  const rail = "M338 -10L346 610";
  parts.push(path(rail, "none", { stroke: "#6d6a66", "stroke-width": 5 }));
  parts.push(path(rail, "none", { stroke: "#ffffff", "stroke-width": 2.5, "stroke-dasharray": "7 7" }));
  // airport to the south-west
  parts.push(rect(40, 520, 170, 22, "#c9c3b8", { rx: 4, transform: "rotate(-24 125 531)" }));
  parts.push(line(52, 531, 198, 531, "#ffffff", 2, { "stroke-dasharray": "10 8", transform: "rotate(-24 125 531)" }));
  parts.push(badge(120, 470, C.sea700, PLANE));
  parts.push(badge(342, 330, C.sea700, TRAIN));
  // the B&B pin
  const px = 452,
    py = 352;
  parts.push(`<ellipse cx="${px}" cy="${py + 2}" rx="12" ry="4" fill="#000" opacity=".25"/>`);
  parts.push(
    path(
      `M${px} ${py}C${px - 6} ${py - 14} ${px - 22} ${py - 24} ${px - 22} ${py - 40}A22 22 0 1 1 ${px + 22} ${py - 40}C${px + 22} ${py - 24} ${px + 6} ${py - 14} ${px} ${py}Z`,
      C.terracotta,
      { stroke: "#ffffff", "stroke-width": 3 },
    ),
  );
  parts.push(path(`M${px - 10} ${py - 38}L${px} ${py - 48}L${px + 10} ${py - 38}L${px + 10} ${py - 29}L${px - 10} ${py - 29}Z`, "#ffffff"));
  parts.push(rect(px - 2.5, py - 36, 5, 7, C.terracotta));
  parts.push(rect(px + 28, py - 58, 46, 22, "#ffffff", { rx: 11, stroke: C.terracotta, "stroke-width": 2 }));
  parts.push(
    `<text x="${px + 51}" y="${py - 43}" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="12" font-weight="700" fill="${C.terracotta}">B&amp;B</text>`,
  );
  // north arrow
  parts.push(g([circle(0, 0, 16, "#ffffff", { opacity: 0.85 }), path("M0 -12L6 6L0 2L-6 6Z", C.ink)], { transform: "translate(40 40)" }));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">` +
    `<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.sea500}"/><stop offset="1" stop-color="${C.sea700}"/></linearGradient></defs>` +
    `${parts.join("")}</svg>\n`;
  return { svg, path: MAP_PATH, width: W, height: H };
}
