import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as server from "./lucide.server";

type Icon = typeof lucide.BedDouble;

/** Every icon name the app imports from "lucide-react" (the server build's imports come here). */
function importedIcons(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
      for (const item of list!
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!item.startsWith("type ")) names.add(item.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-5 shrink-0 text-sea-700" },
  { "aria-hidden": "true", className: "size-8" },
  { strokeWidth: 1.75, className: "size-8" },
  { "aria-label": "Chiudi", role: "img" },
  { className: "size-4", "data-state": "on" },
  // Left to lucide's own component:
  { size: 16 },
  { color: "red", className: "size-4" },
];

describe("icons on the server", () => {
  const imported = importedIcons(path.resolve("app"));

  it("has a light version of every icon the app imports", () => {
    expect(imported.size).toBeGreaterThan(40);
    const missing = [...imported].filter(
      (name) =>
        Object.getOwnPropertyDescriptor(server, name) === undefined ||
        (server as Record<string, unknown>)[name] === (lucide as Record<string, unknown>)[name],
    );
    expect(missing).toEqual([]);
  });

  it("renders exactly the HTML lucide renders, for every icon and the props the app passes", () => {
    for (const name of imported) {
      const light = (server as unknown as Record<string, Icon>)[name]!;
      const original = (lucide as unknown as Record<string, Icon>)[name]!;
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(light, props)), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(original, props)),
        );
      }
    }
  });

  it("writes an icon's paths as one string, not one React element each", () => {
    const render = (
      server.BedDouble as unknown as { render: (props: object, ref: null) => { type: string; props: Record<string, unknown> } }
    ).render;
    const svg = render({ className: "size-6" }, null);
    expect(svg.type).toBe("svg");
    expect(svg.props.children).toBeUndefined();
    expect((svg.props.dangerouslySetInnerHTML as { __html: string }).__html.match(/<path d="[^"]+"><\/path>/g)).toHaveLength(4);
  });
});
