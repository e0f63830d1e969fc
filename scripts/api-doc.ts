/**
 * Writes docs/api.md from the API's OpenAPI document (server/api/openapi-markdown.ts), and the
 * panels' tables of routes, app/features/<feature>/<feature>.routes.ts (scripts/api-routes-source.ts).
 */
import fs from "node:fs";

import { openApiDocument } from "../server/api/openapi";
import { openApiMarkdown } from "../server/api/openapi-markdown";
import { apiRoutesSource, ROUTED_FEATURES, routesFile } from "./api-routes-source";

fs.writeFileSync(new URL("../docs/api.md", import.meta.url), openApiMarkdown(openApiDocument()));
for (const feature of ROUTED_FEATURES)
  fs.writeFileSync(new URL(`../${routesFile(feature)}`, import.meta.url), await apiRoutesSource(feature));
console.log(`docs/api.md and ${ROUTED_FEATURES.length} tables of routes written`);
