import fs from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Absolute: given as "./tsconfig.json", the resolver answered `~/` imports with paths relative
 * to the working directory, which import-x/no-cycle never matched against the linted file's
 * absolute path, so every cycle through a `~/` import went unseen.
 */
const TSCONFIG = fileURLToPath(new URL("./tsconfig.json", import.meta.url));

/**
 * The layering rules (docs/decisions/0011-feature-folders.md). Routes compose features, and
 * features build on shared code and the database layer: nothing imports upwards. So shared code
 * and app/db never import a feature, no feature or shared module imports a route, and a feature
 * uses another only through the modules at the top of its folder (its schema, server functions
 * and plain helpers), never its components or anything in a subfolder. server/ sits above
 * app/ and may import anything in it.
 */
const FEATURES = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const publicModules = (feature) =>
  fs
    .readdirSync(`app/features/${feature}`, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => `./${feature}/${entry.name}`);
const SHARED = ["app/components", "app/lib", "app/i18n"];
const layoutZones = [
  {
    target: SHARED,
    from: "app/features",
    message: "Shared code never imports a feature: pass what it needs in from the route that composes them.",
  },
  {
    target: "app/db",
    from: "app/features",
    message:
      "The database layer never imports a feature: features build on it. Code that composes features and tables (the seed) lives in server/.",
  },
  {
    target: "app/features",
    from: "app/routes",
    message: "A feature never imports a route: routes compose features, so what both need belongs in the feature.",
  },
  {
    target: [...SHARED, "app/db"],
    from: "app/routes",
    message: "Shared code never imports a route: routes compose shared code, not the other way round.",
  },
  {
    target: ["app/components/panel", "app/components/ui"],
    from: ["app/components/admin", "app/components/super-admin"],
    message: "The panels' toolkit serves both panels: take what is one panel's (its runner, its texts) as an argument.",
  },
  ...FEATURES.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).flatMap(publicModules)],
    message: "A feature uses another only through the modules at the top of its folder, never its components or internals.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
      "bench/.tools/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ tsconfig: { configFile: TSCONFIG }, extensions: [".ts", ".tsx", ".js"] })],
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layoutZones }],
      // No module may reach itself through its imports (type-only imports aside). Packages are
      // not followed: they never import our code, and walking them parsed pglite's bundles.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The public pages' script stays small and free of React (docs/decisions/0024-public-pages-without-react.md).
    files: ["app/islands/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react/*", "react-dom", "react-dom/*", "react-router", "@react-router/*", "@radix-ui/*", "lucide-react"],
              message: "The public pages' script runs without React: work the server's markup with the DOM.",
            },
            {
              group: ["~/components/**", "~/routes/**", "**/*.tsx"],
              message: "Components and routes are React: the public pages' script imports plain modules only.",
            },
          ],
        },
      ],
    },
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
        ["fetch", "AbortSignal", "performance", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "window", "document"].map(
          (g) => [g, "readonly"],
        ),
      ),
    },
  },
);
