import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * Each component in a file named after it (local/component-file-name, eslint.config.js), run on
 * code that breaks it: a rule gone quiet, or a glob that no longer reaches the components, would
 * let `npm run lint` pass on what it exists to refuse. The files are linted from memory.
 */

const RULE = "local/component-file-name";
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === RULE });

async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const FILE = "app/features/rooms/components/room-badge.tsx";
const component = (name: string, exported = true) => `${exported ? "export " : ""}function ${name}() {\n  return null;\n}\n`;

describe("each component in a file named after it", () => {
  it("refuses a second exported component", async () => {
    expect(await problems(FILE, component("RoomBadge") + component("RoomBadgeIcon"))).toEqual([
      { rule: RULE, message: expect.stringContaining("expected RoomBadge, found RoomBadgeIcon") },
    ]);
  });

  it("refuses a component named other than its file, declared either way", async () => {
    expect(await problems(FILE, component("Badge"))).toEqual([
      { rule: RULE, message: expect.stringContaining("expected RoomBadge, found Badge") },
    ]);
    expect(await problems(FILE, "export const Badge = () => null;\n")).toEqual([
      { rule: RULE, message: expect.stringContaining("expected RoomBadge, found Badge") },
    ]);
    expect(await problems("app/components/ui/room-badge.tsx", `export default ${component("Badge", false)}`)).toEqual([
      { rule: RULE, message: expect.stringContaining("expected RoomBadge, found Badge") },
    ]);
  });

  it("lets through a well-named file with a private helper component and plain exports", async () => {
    const code = [
      component("Dot", false),
      component("RoomBadge"),
      "export const badgeId = (id: string) => `${id}-badge`;",
      "export function useBadge() {\n  return null;\n}",
    ].join("\n");
    expect(await problems(FILE, code)).toEqual([]);
  });

  it("leaves the route modules to React Router", async () => {
    expect(await problems("app/routes/site/room-badge.tsx", `export default ${component("Badge", false)}`)).toEqual([]);
  });
});
