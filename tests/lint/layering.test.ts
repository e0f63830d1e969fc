import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The layering rules of eslint.config.js (docs/decisions/0011-feature-folders.md), run on
 * imports that break them: a rule that stopped reporting (a resolver that no longer finds `~/`,
 * a zone path gone stale) would let `npm run lint` pass on exactly what it exists to refuse.
 * The files are linted from memory, at paths inside the zones; nothing is written to disk.
 */

// Only the import rules run: the React rules would add seconds and prove nothing here.
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId.startsWith("import-x/") || ruleId === "no-restricted-imports" });

async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const importing = (name: string, from: string) => `import { ${name} } from "${from}";\nexport const probe = ${name};\n`;

describe("layering rules", () => {
  it("refuse the public pages' script importing React or a component", async () => {
    expect(await problems("app/islands/probe.ts", importing("useState", "react"))).toEqual([
      { rule: "no-restricted-imports", message: expect.stringContaining("runs without React") },
    ]);
    expect(await problems("app/islands/probe.ts", importing("Toaster", "~/components/ui/toaster"))).toEqual([
      { rule: "no-restricted-imports", message: expect.stringContaining("plain modules only") },
    ]);
    expect(await problems("app/islands/probe.ts", importing("readConsent", "~/features/consent/consent"))).toEqual([]);
  });

  it("refuse a feature importing a route", async () => {
    expect(
      await problems("app/features/visits/probe.ts", importing("hasSuperAdminSession", "~/routes/super-admin/session.server")),
    ).toEqual([{ rule: "import-x/no-restricted-paths", message: expect.stringContaining("A feature never imports a route") }]);
  });

  it("refuse app/db importing a feature", async () => {
    expect(await problems("app/db/probe.ts", importing("SITE_SETTINGS", "~/features/settings/settings.schema"))).toEqual([
      { rule: "import-x/no-restricted-paths", message: expect.stringContaining("The database layer never imports a feature") },
    ]);
  });

  it.each(["app/components/ui", "app/lib", "app/i18n"])("refuse %s importing a route", async (folder) => {
    expect(await problems(`${folder}/probe.ts`, importing("sectionMeta", "~/routes/admin/section-meta"))).toEqual([
      { rule: "import-x/no-restricted-paths", message: expect.stringContaining("Shared code never imports a route") },
    ]);
  });

  it.each([
    ["app/components/panel", "useAdminAction", "~/components/admin/use-admin-action"],
    ["app/components/ui", "SUPER_ADMIN_API", "~/components/super-admin/api"],
  ])("refuse the panels' toolkit in %s importing one panel's folder", async (folder, name, from) => {
    expect(await problems(`${folder}/probe.ts`, importing(name, from))).toEqual([
      { rule: "import-x/no-restricted-paths", message: expect.stringContaining("The panels' toolkit serves both panels") },
    ]);
  });

  it("refuse an import cycle", async () => {
    // quotes.server.ts imports quote-status.ts: this version of quote-status.ts imports it back.
    expect(await problems("app/features/quotes/quote-status.ts", importing("getQuoteDetail", "./quotes.server"))).toEqual([
      { rule: "import-x/no-cycle", message: "Dependency cycle detected" },
    ]);
  });

  it("refuse a cycle through several modules and `~/` imports", async () => {
    // quotes.server -> mail/emails.server -> mail/templates -> templates/format.ts -> back.
    expect(await problems("app/features/mail/templates/format.ts", importing("getQuoteDetail", "~/features/quotes/quotes.server"))).toEqual(
      [{ rule: "import-x/no-cycle", message: expect.stringMatching(/^Dependency cycle via /) }],
    );
  });

  it("let the allowed directions through", async () => {
    // A route composes features; a feature uses another's top-level module; server/ uses anything.
    expect(await problems("app/routes/admin/probe.ts", importing("getQuoteDetail", "~/features/quotes/quotes.server"))).toEqual([]);
    expect(await problems("app/features/visits/probe.ts", importing("SITE_SETTINGS", "~/features/settings/settings.schema"))).toEqual([]);
    expect(await problems("server/probe.ts", importing("hasSuperAdminSession", "~/routes/super-admin/session.server"))).toEqual([]);
    // A panel's folder builds on the toolkit.
    expect(await problems("app/components/admin/probe.ts", importing("usePanelForm", "~/components/panel/use-panel-form"))).toEqual([]);
    // A type-only import back is no cycle: nothing of it runs.
    expect(
      await problems(
        "app/features/quotes/quote-status.ts",
        `import type { QuoteDetail } from "./quotes.server";\nexport type Probe = QuoteDetail;\n`,
      ),
    ).toEqual([]);
  });
});
