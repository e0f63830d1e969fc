import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The rules that keep the panel on the API's contract and the pieces small (eslint.config.js),
 * run on code that breaks them: a selector or a glob gone stale would let `npm run lint` pass
 * on what it exists to refuse. The files are linted from memory; nothing is written to disk.
 */

const RULES = new Set(["no-restricted-syntax", "max-lines", "max-lines-per-function"]);
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => RULES.has(ruleId) });

async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const PANEL_FILE = "app/features/rooms/components/probe.tsx";

describe("the panel on the API's contract", () => {
  it.each([
    ['export const probe = () => fetch("/api/rooms");', "a string"],
    ["export const probe = (id: number) => fetch(`/api/rooms/${id}`);", "a template"],
  ])("refuses an address written as %s… (%s)", async (code) => {
    expect(await problems(PANEL_FILE, code)).toEqual([
      { rule: "no-restricted-syntax", message: expect.stringContaining("Name the operation") },
    ]);
  });

  it.each([
    "export const probe = async () => (await callApi(api.rooms.list)) as unknown;",
    "export const probe = () => callApi(api.rooms.list) as unknown;",
    "export const probe = () => callApi<unknown>(api.rooms.list);",
  ])("refuses an answer cast to a type: %s", async (code) => {
    expect(await problems(PANEL_FILE, `declare const callApi: any, api: any;\n${code}`)).toEqual([
      { rule: "no-restricted-syntax", message: expect.stringContaining("typed by its operation's schema") },
    ]);
  });

  it("refuses an operation's declaration imported for its value, which would ship its schemas", async () => {
    const code = 'import { roomsApi } from "~/features/rooms/rooms.api";\nexport const probe = roomsApi;';
    expect(await problems(PANEL_FILE, code)).toEqual([
      { rule: "no-restricted-syntax", message: expect.stringContaining("through its route") },
    ]);
    const typeOnly = 'import type { roomsApi } from "~/features/rooms/rooms.api";\nexport type Probe = typeof roomsApi;';
    expect(await problems(PANEL_FILE, typeOnly)).toEqual([]);
  });

  it("lets a typed call through, and the client itself name addresses", async () => {
    expect(
      await problems(PANEL_FILE, "declare const callApi: any, api: any;\nexport const probe = () => callApi(api.rooms.list);"),
    ).toEqual([]);
    expect(await problems("app/components/panel/api.ts", 'export const probe = "/api/rooms";')).toEqual([]);
  });
});

describe("small pieces", () => {
  it("refuses a source file over 400 lines", async () => {
    const code = Array.from({ length: 401 }, (_, i) => `export const line${i} = ${i};`).join("\n");
    expect(await problems("server/probe.ts", code)).toEqual([
      { rule: "max-lines", message: expect.stringContaining("Maximum allowed is 400") },
    ]);
    expect(await problems("server/probe.ts", code.split("\n").slice(0, 400).join("\n"))).toEqual([]);
  });

  it("refuses a component over 120 lines", async () => {
    const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const component = (lines: number) => `export function Probe() {\n${body(lines)}\n  return null;\n}\n`;
    expect(await problems(PANEL_FILE, component(118))).toEqual([
      { rule: "max-lines-per-function", message: expect.stringContaining("Maximum allowed is 120") },
    ]);
    expect(await problems(PANEL_FILE, component(117))).toEqual([]);
  });
});
