// `npm test`: typecheck, unit and API tests (Vitest), build, process hardening tests, browser journeys (Playwright).
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"]],
  ["process hardening tests", "npx", ["vitest", "run", "-c", "vitest.process.config.ts"]],
  ["browser journeys", "npx", ["playwright", "test"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✓ all test steps passed");
