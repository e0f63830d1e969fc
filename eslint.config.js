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

/**
 * Who owns each table object of app/db/schema.ts: a table is read and written only by its
 * feature's *.server.ts modules, and another feature asks that feature's public module (a
 * function of its top-level *.server.ts). "db" is app/db itself (app-meta.server.ts,
 * row-counts.server.ts). Every table has exactly one owner (tests/lint/table-ownership.test.ts).
 */
export const TABLE_OWNERS = {
  auth: ["users", "sessions", "adminDevices", "loginAttempts", "recoveryCodes", "passkeys", "authChallenges", "invitations"],
  audit: ["auditLog"],
  rooms: ["rooms", "roomStatus"],
  media: ["mediaAssets"],
  pricing: ["pricing"],
  quotes: ["quotes", "quoteEvents"],
  stays: ["stays"],
  guests: ["stayGuests", "policeSends", "policeReceipts", "policePortal"],
  availability: ["roomFeeds", "feedRanges", "roomExports", "roomBlocks"],
  mail: ["outbox"],
  spam: ["guestWrites"],
  breakfast: ["breakfastImages"],
  reviews: ["reviews"],
  business: ["business"],
  settings: ["siteSettings", "superAdminSettings"],
  visits: ["siteVisits", "visitTotals", "visitorAddresses"],
  backups: ["backups"],
  reports: ["touristTaxStays", "touristTaxPayments", "touristTaxReminders", "istatAccount", "istatSends"],
  db: ["rowCounts", "appMeta"],
};

/**
 * Per feature, the table objects it may not import from ~/db/schema (every other owner's), one
 * entry per owner so the message names whom to ask. Types (`type Room`, `type Stay`) stay free:
 * they read no table. Tests beside the code set their data up directly, as tests/api/ does.
 */
const tableOwnership = FEATURES.map((feature) => ({
  files: [`app/features/${feature}/**/*.{ts,tsx}`],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        paths: Object.entries(TABLE_OWNERS)
          .filter(([owner]) => owner !== feature)
          .map(([owner, tables]) => ({
            name: "~/db/schema",
            importNames: tables,
            allowTypeImports: true,
            message: `A table is read and written only by its feature's *.server.ts: ask ${owner === "db" ? "app/db" : `the ${owner} feature`}'s public module.`,
          })),
      },
    ],
  },
}));

/**
 * Each component in a file named after it: a .tsx module exports at most one component (a
 * function whose name starts with a capital), and its name is the file's, in PascalCase
 * (`room-card.tsx` exports `RoomCard`). Smaller parts it draws stay private to the file.
 */
const componentFileName = {
  meta: {
    type: "suggestion",
    schema: [],
    messages: { name: "A module exports one component, named after its file: expected {{expected}}, found {{found}}." },
  },
  create(context) {
    const base = context.filename
      .split(/[\\/]/)
      .pop()
      .replace(/\.tsx$/, "");
    const expected = base.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
    const check = (node, name) => {
      if (/^[A-Z]/.test(name) && name !== expected) context.report({ node, messageId: "name", data: { expected, found: name } });
    };
    return {
      "ExportNamedDeclaration > FunctionDeclaration"(node) {
        check(node, node.id.name);
      },
      "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator"(node) {
        const init = node.init;
        if (node.id.type === "Identifier" && init && (init.type === "ArrowFunctionExpression" || init.type === "FunctionExpression")) {
          check(node, node.id.name);
        }
      },
      "ExportDefaultDeclaration > FunctionDeclaration"(node) {
        if (node.id) check(node, node.id.name);
      },
    };
  },
};
const local = { rules: { "component-file-name": componentFileName } };

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
    // The panels reach the API through its typed client only (app/lib/api-contract.ts): an address
    // written as a string, or an answer cast to a type, is a contract nothing checks; and through
    // the routes alone, so that the schemas stay on the server.
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/features/*/components/**/*.{ts,tsx}",
      "app/routes/admin/**/*.{ts,tsx}",
      "app/routes/super-admin/**/*.{ts,tsx}",
    ],
    ignores: ["app/components/panel/api.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["Literal[value=/^\\/api\\//]", "TemplateElement[value.raw=/^\\/api\\//]"].map((selector) => ({
          selector,
          message: "Name the operation (callApi, apiUrl from ~/components/panel/api), not its address.",
        })),
        ...[
          "TSAsExpression > AwaitExpression > CallExpression[callee.name=/^(callApi|uploadWithProgress)$/]",
          "TSAsExpression > CallExpression[callee.name=/^(callApi|uploadWithProgress)$/]",
          "CallExpression[callee.name=/^(callApi|uploadWithProgress)$/][typeArguments]",
        ].map((selector) => ({
          selector,
          message: "An answer is typed by its operation's schema: describe a change there, never cast it here.",
        })),
        {
          // The declarations hold Zod schemas: imported for their values they would ship Zod to the browser.
          selector: "ImportDeclaration[importKind='value'][source.value=/\\.api$/]",
          message:
            "Call an operation through its route (its feature's generated <feature>.routes.ts); import its declaration as a type only.",
        },
      ],
    },
  },
  {
    // Small pieces: a file a newcomer reads in one sitting, a component that fits a screen.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/db/schema.ts", "app/lib/builtin-images.ts", "**/*.test.ts"],
    rules: {
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    rules: {
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // Each component in a file named after it (componentFileName above). Route modules are
    // React Router's: their default export is the route, whatever its file is called.
    files: ["app/components/**/*.tsx", "app/features/**/*.tsx"],
    plugins: { local },
    rules: { "local/component-file-name": "error" },
  },
  // Tables owned: no feature imports another's table (TABLE_OWNERS above).
  ...tableOwnership,
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
