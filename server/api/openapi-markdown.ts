/**
 * docs/api.md: the API's reference for people, rendered from the same document as
 * GET /api/openapi.json (`npm run api:doc` writes it; a test fails when it is not current).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  description?: string;
};
type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema; description?: string };
type ResponseObject = { description: string; content?: Record<string, { schema?: JsonSchema }> };
type OperationObject = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  "x-role"?: string;
  /** The audit trail's action recorded for each successful call. */
  "x-audit"?: string;
  "x-audit-partial"?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseObject>;
};

/** A schema as a line of TypeScript-like text: `{ id: integer, name: string, bookingUrl: string | null }`. */
export function typeText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return "unknown";
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeText(s, depth)).join(" | ");
  if (schema.allOf) return schema.allOf.map((s) => typeText(s, depth)).join(" & ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : schema.type;
  if (type === "array") return `${wrap(typeText(schema.items, depth))}[]`;
  if (type === "object" || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(
      ([name, s]) => `${name}${required.has(name) ? "" : "?"}: ${typeText(s, depth + 1)}`,
    );
    if (typeof schema.additionalProperties === "object") fields.push(`[key: string]: ${typeText(schema.additionalProperties, depth + 1)}`);
    return fields.length ? `{ ${fields.join(", ")} }` : "object";
  }
  if (type === "string" && schema.format) return `string (${schema.format})`;
  return type ?? "unknown";
}

const wrap = (text: string) => (text.includes(" | ") ? `(${text})` : text);
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

const ACCESS: Record<string, string> = { superAdminSession: "the super-admin" };
const ROLE_TEXT: Record<string, string> = {
  owner: "the owner",
  manager: "the owner or a manager",
  housekeeping: "any signed-in account",
};

function accessText(op: OperationObject): string {
  if (op["x-role"]) return ROLE_TEXT[op["x-role"]] ?? op["x-role"];
  const names = op.security.flatMap((s) => Object.keys(s)).map((k) => ACCESS[k] ?? k);
  return names.length ? names.join(", ") : "anyone";
}

function operationText(method: string, path: string, op: OperationObject): string {
  const audit = op["x-audit"]
    ? ` Recorded in the audit trail as \`${op["x-audit"]}\`${op["x-audit-partial"] ? " when it answers the file" : ""}.`
    : "";
  const lines = [
    `### \`${method.toUpperCase()} /api${path}\``,
    "",
    `${op.summary} Who: ${accessText(op)}. Id: \`${op.operationId}\`.${audit}`,
    "",
  ];
  if (op.parameters?.length) {
    lines.push("| parameter | in | type |", "|---|---|---|");
    for (const p of op.parameters)
      lines.push(`| \`${p.name}\`${p.required ? "" : " (optional)"} | ${p.in} | ${cell(typeText(p.schema))} |`);
    lines.push("");
  }
  for (const [media, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
    lines.push(`Body (${media}): \`${cell(typeText(schema))}\``, "");
  }
  lines.push("| answer | body |", "|---|---|");
  for (const [status, response] of Object.entries(op.responses)) {
    const bodies = Object.entries(response.content ?? {}).map(([media, { schema }]) =>
      media === "application/json" ? `\`${cell(typeText(schema))}\`` : `${media}`,
    );
    lines.push(`| ${status} | ${cell(response.description)}${bodies.length ? ` ${bodies.join(" or ")}` : ""} |`);
  }
  lines.push("");
  return lines.join("\n");
}

/** The whole reference, grouped by feature in the document's order. */
export function openApiMarkdown(doc: Record<string, unknown>): string {
  const info = doc.info as { title: string; description: string };
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, OperationObject>>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0] ?? "api";
      groups.set(tag, [...(groups.get(tag) ?? []), operationText(method, path, op)]);
    }
  }
  const error = (doc.components as { schemas: Record<string, JsonSchema> }).schemas.Error;
  return [
    `# ${info.title}`,
    "",
    "<!-- Generated from GET /api/openapi.json by `npm run api:doc`; a test fails when it is not current. -->",
    "",
    info.description,
    "",
    `Every error answer has the body \`Error\`: \`${typeText(error)}\`.`,
    "",
    ...[...groups].flatMap(([tag, ops]) => [`## ${tag}`, "", ...ops]),
  ]
    .join("\n")
    .replace(/\n+$/, "\n");
}
