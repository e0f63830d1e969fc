import fs from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layout rule (docs/decisions/0011-feature-folders.md): shared code never imports a feature,
 * and a feature uses another only through the modules at the top of its folder (its schema,
 * server functions and plain helpers), never its components or anything in a subfolder.
 */
const FEATURES = fs.readdirSync("app/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const publicModules = (feature) =>
  fs
    .readdirSync(`app/features/${feature}`, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => `./${feature}/${entry.name}`);
const layoutZones = [
  {
    target: ["app/components", "app/lib", "app/i18n", "app/db/schema.ts", "app/db/client.server.ts"],
    from: "app/features",
    message: "Shared code never imports a feature: pass what it needs in from the route that composes them.",
  },
  ...FEATURES.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap(publicModules)],
    message: "A feature uses another only through the modules at the top of its folder, never its components or internals.",
  })),
];

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "drizzle/", "bench/.tools/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ tsconfig: { configFile: "./tsconfig.json" }, extensions: [".ts", ".tsx", ".js"] })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: layoutZones }] },
  },
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    // Node's web and timer globals; `window` inside page.evaluate callbacks.
    files: ["bench/**/*.mjs"],
    languageOptions: {
      globals: Object.fromEntries(
        ["fetch", "AbortSignal", "performance", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "window", "document"].map((g) => [g, "readonly"]),
      ),
    },
  },
);
