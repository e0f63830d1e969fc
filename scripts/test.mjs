// `npm test`: typecheck, unit and API tests (Vitest), the availability tests again in a time zone
// far from Italy, build, process hardening tests, browser journeys (Playwright).
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  // Calendar dates must not move with the server's zone (issue 11): the same tests, 9 hours behind Italy.
  ["availability tests, TZ=America/Los_Angeles", "npx", ["vitest", "run", "tests/api/availability.test.ts", "app/features/availability", "app/lib/seasons.test.ts"], { TZ: "America/Los_Angeles" }],
  ["build", "npm", ["run", "build"]],
  ["process hardening tests", "npx", ["vitest", "run", "-c", "vitest.process.config.ts"]],
  ["browser journeys", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args, env = {}] of steps) {
  const shown = Object.entries(env).map(([k, v]) => `${k}=${v} `).join("");
  console.log(`\n▶ ${name}: ${shown}${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✓ all test steps passed");
