import prettier from "prettier";

import { API } from "../server/api/operations";

/** The features whose operations the panels call: every group of the registry but the document's own. */
export const ROUTED_FEATURES = Object.keys(API).filter((name) => name !== "api") as Exclude<keyof typeof API, "api">[];

/**
 * A group of operations declared in another feature's folder (`auth/passkeys.api.ts`): its table
 * of routes is written beside its declarations there.
 */
const FOLDER_OF: Record<string, string> = { passkeys: "auth" };

/** Where a feature's table of routes is written. */
export const routesFile = (feature: string) => `app/features/${FOLDER_OF[feature] ?? feature}/${feature}.routes.ts`;

/**
 * The source of a feature's `<feature>.routes.ts`: each operation's method and path, typed by
 * the operation it stands for through a type-only import of `<feature>.api.ts`. The panels call
 * the API through these (`callApi(roomsRoutes.update, …)`), so the schemas, and Zod with them,
 * stay on the server; `npm run api:doc` writes them, and a test fails when one is stale.
 */
export async function apiRoutesSource(feature: (typeof ROUTED_FEATURES)[number]): Promise<string> {
  const declared = `${feature}Api`;
  const lines = [
    "// Written by `npm run api:doc` (scripts/api-routes-source.ts) from the operations of",
    `// ${feature}.api.ts: do not edit. The panels' calls need only each operation's method and path;`,
    "// its types come from the declaration, imported as a type, so Zod stays on the server.",
    `import type { ${declared} } from "./${feature}.api";`,
    'import { apiRoute } from "~/lib/api-contract";',
    "",
    `/** The ${feature} operations' routes, for callApi, apiUrl and uploadWithProgress (~/components/panel/api). */`,
    `export const ${feature}Routes = {`,
  ];
  for (const [id, op] of Object.entries(API[feature])) {
    lines.push(`  ${id}: apiRoute<(typeof ${declared})["${id}"]>("${op.method}", "${op.path}"),`);
  }
  lines.push("};", "");
  const file = routesFile(feature);
  return prettier.format(lines.join("\n"), { ...(await prettier.resolveConfig(file)), filepath: file });
}
