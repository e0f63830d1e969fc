/** Writes docs/api.md from the API's OpenAPI document (server/api/openapi-markdown.ts). */
import fs from "node:fs";

import { openApiDocument } from "../server/api/openapi";
import { openApiMarkdown } from "../server/api/openapi-markdown";

fs.writeFileSync(new URL("../docs/api.md", import.meta.url), openApiMarkdown(openApiDocument()));
console.log("docs/api.md written");
