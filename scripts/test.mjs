// `npm test`: typecheck, unit and API tests (Vitest), the availability tests again in a time zone
// far from Italy, the page-serving API tests again with PERF_PATHS=off, build, process hardening
// tests, browser journeys (Playwright), and some of them again with PERF_PATHS=off.
import { spawnSync } from "node:child_process";

// PERF_PATHS=off is the fallback for a React Router upgrade (docs/decisions/0020-fast-paths-behind-one-switch.md):
// it must keep working. The API tests that go through the pages, the page cache, compression and
// the security headers; the journeys through hydration, the pages, a form posted to a page's
// action and the tracking code's CSP (desktop only, ~3 minutes).
const PERF_PATHS_OFF_API = ["html-cache", "compression", "tracking-csp", "public-forms", "security", "smoke"].map(
  (name) => `tests/api/${name}.test.ts`,
);
const PERF_PATHS_OFF_JOURNEYS = [
  "hydration",
  "site/rooms",
  "site/room",
  "site/prices",
  "site/contact",
  "site/quote",
  "site/analytics-csp",
  "site/tracking-isolation",
].map((name) => `tests/e2e/${name}.spec.ts`);

const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
  ["format", "npx", ["prettier", "--check", "."]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  // Calendar dates must not move with the server's zone: the same tests, 9 hours behind Italy.
  [
    "availability, stays, guests, rooms' status and audit tests, TZ=America/Los_Angeles",
    "npx",
    [
      "vitest",
      "run",
      "tests/api/availability.test.ts",
      "tests/api/stays.test.ts",
      "tests/api/stay-mails.test.ts",
      "tests/api/deposit.test.ts",
      "tests/api/check-in.test.ts",
      "tests/api/police.test.ts",
      "tests/api/police-receipts.test.ts",
      "tests/api/police-portal.test.ts",
      "tests/api/police-parties.test.ts",
      "tests/api/police-deadlines.test.ts",
      "tests/api/identity-check.test.ts",
      "tests/api/tourist-tax.test.ts",
      "tests/api/tourist-tax-ledger.test.ts",
      "tests/api/istat.test.ts",
      "tests/api/istat-region.test.ts",
      "tests/api/room-status.test.ts",
      "tests/api/audit.test.ts",
      "app/features/availability",
      "app/features/reports",
      "app/features/stays/police-deadline.test.ts",
      "app/lib/seasons.test.ts",
      "app/lib/dates.test.ts",
      "app/lib/italian.test.ts",
      "app/components/admin/format.test.ts",
    ],
    { TZ: "America/Los_Angeles" },
  ],
  ["page-serving API tests, PERF_PATHS=off", "npx", ["vitest", "run", ...PERF_PATHS_OFF_API], { PERF_PATHS: "off" }],
  ["build", "npm", ["run", "build"]],
  ["process hardening tests", "npx", ["vitest", "run", "-c", "vitest.process.config.ts"]],
  ["browser journeys", "npx", ["playwright", "test"]],
  [
    "browser journeys, PERF_PATHS=off",
    "npx",
    // Its own output folder: Playwright empties the one it writes to, and test-results/ keeps the budgets' report.
    ["playwright", "test", ...PERF_PATHS_OFF_JOURNEYS, "--project=desktop", "--output=test-results/perf-paths-off"],
    { PERF_PATHS: "off" },
  ],
];

for (const [name, cmd, args, env = {}] of steps) {
  const shown = Object.entries(env)
    .map(([k, v]) => `${k}=${v} `)
    .join("");
  console.log(`\n▶ ${name}: ${shown}${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✓ all test steps passed");
