import { Router } from "express";
import { z } from "zod";

import { openApiPath, type Answer, type Operation } from "~/lib/api-contract";

import { API } from "./operations";
import { route } from "./route";

type JsonSchema = Record<string, unknown>;

/** The body of every error answer (server/http.ts sendError). */
const errorSchema = z.object({
  error: z
    .object({
      code: z.string().describe("A stable code the caller may test, e.g. `validation_error`, `room_busy`."),
      message: z.string().describe("The reason in the caller's language (`?lang=`, the site's cookie, Accept-Language)."),
      fields: z.record(z.string(), z.string()).optional().describe("One message per invalid field, by dotted path."),
    })
    .catchall(z.unknown()),
});

const ERROR_TEXTS: Record<number, string> = {
  400: "The input is invalid: `fields` names each bad field.",
  401: "No live session of the kind the operation needs.",
  403: "Refused: opened as a page, or not allowed.",
  404: "Nothing at this address.",
  409: "The current state does not allow it.",
  413: "Too large.",
  415: "Not a type this operation takes.",
  422: "Understood but refused.",
  429: "Too many attempts or requests: `Retry-After` says when to try again.",
  502: "An outside service did not answer as it should.",
  503: "An outside service is not configured or not reachable.",
};

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete json.$schema;
  return json;
}

function answerContent(answer: Answer): JsonSchema | undefined {
  if (answer === null) return undefined;
  if ("json" in answer && "media" in answer) {
    return {
      "application/json": { schema: toSchema(answer.json as z.ZodType, "output") },
      [answer.media]: { schema: { type: "string", description: answer.description } },
    };
  }
  if ("media" in answer && typeof answer.media === "string") {
    const type = answer.media === "application/json" ? "object" : "string";
    return { [answer.media]: { schema: { type, description: answer.description } } };
  }
  return { "application/json": { schema: toSchema(answer as z.ZodType, "output") } };
}

function parameters(op: Operation): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: "path" | "query", shape: z.ZodObject | undefined) => {
    if (!shape) return;
    const json = toSchema(shape, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = schema;
      list.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  };
  add("path", op.params);
  add("query", op.query);
  return list;
}

function requestBody(op: Operation): JsonSchema | undefined {
  if (op.body) return { required: true, content: { "application/json": { schema: toSchema(op.body, "input") } } };
  if (op.upload) {
    const fields = op.upload.fields ? (toSchema(op.upload.fields, "input") as { properties?: JsonSchema; required?: string[] }) : {};
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              [op.upload.file]: { type: "string", contentMediaType: "application/octet-stream" },
              ...(fields.properties ?? {}),
            },
            required: [op.upload.file, ...(fields.required ?? [])],
          },
        },
      },
    };
  }
  return undefined;
}

const SECURITY: Record<Operation["access"], JsonSchema[] | undefined> = {
  public: [],
  staff: [{ staffSession: [] }],
  "super-admin": [{ superAdminSession: [] }],
};

/** A staff operation's 403s: below its role, and (but for what an account does to itself) without the second factor the owner requires. */
const staffRefusals = (op: Operation) => (op.selfService ? "forbidden" : "forbidden, second_factor_required");

function operationObject(id: string, op: Operation): JsonSchema {
  const responses: JsonSchema = {};
  for (const [status, answer] of Object.entries(op.answers)) {
    const content = answerContent(answer as Answer);
    responses[status] = { description: status === "204" ? "Done; no body." : "Done.", ...(content ? { content } : {}) };
  }
  const errorStatuses = new Set<number>([...Object.keys(op.errors ?? {}).map(Number)]);
  if (op.body || op.query || op.upload) errorStatuses.add(400);
  if (op.access !== "public") errorStatuses.add(401);
  if (op.access === "staff") errorStatuses.add(403);
  for (const status of [...errorStatuses].sort()) {
    const codes = op.errors?.[status] ?? (status === 403 && op.access === "staff" ? staffRefusals(op) : undefined);
    responses[String(status)] = {
      description: [ERROR_TEXTS[status] ?? "Refused.", codes ? `Codes: ${codes}.` : ""].filter(Boolean).join(" "),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    };
  }
  responses.default = {
    description: "Any other refusal, with the same body.",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
  const params = parameters(op);
  const body = requestBody(op);
  return {
    operationId: id,
    summary: op.summary,
    tags: [id.split(".")[0]],
    security: SECURITY[op.access],
    ...(op.role ? { "x-role": op.role } : {}),
    // The audit trail's action; "partial" where only some calls are recorded (a report's CSV, not its JSON).
    ...(op.audit ? { "x-audit": op.audit.action, ...(op.audit.when ? { "x-audit-partial": true } : {}) } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** Every operation with its id (`feature.name`), in the registry's order. */
export function allOperations(): { id: string; op: Operation }[] {
  return Object.entries(API).flatMap(([feature, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([name, op]) => ({ id: `${feature}.${name}`, op })),
  );
}

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 document of the API, built from the operations' own schemas. */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, JsonSchema> = {};
  for (const { id, op } of allOperations()) {
    const path = openApiPath(op.path);
    paths[path] ??= {};
    paths[path][op.method] = operationObject(id, op);
  }
  cached = {
    openapi: "3.1.1",
    info: {
      title: "B&B Adriatico API",
      version: "1",
      description:
        "The site's REST API: what the guests' pages and the owner's panel call. Answers are JSON unless an operation names another type; errors carry `{ error: { code, message, fields? } }`, the message in the caller's language.",
    },
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas: { Error: toSchema(errorSchema, "output") },
      securitySchemes: {
        staffSession: {
          type: "apiKey",
          in: "cookie",
          name: "bb_admin",
          description: "A panel account's session, opened by POST /auth/login; the operation's x-role names the least role allowed.",
        },
        superAdminSession: {
          type: "apiKey",
          in: "cookie",
          name: "bb_super",
          description: "The super-admin's session, opened by POST /super-admin/login.",
        },
      },
    },
  };
  return cached;
}

/** GET /api/openapi.json: the document, for integrators and for the checks of the suite. */
export function openApiRouter(): Router {
  const r = Router();
  route(r, API.api.document, (_req, res) => {
    res.set("Cache-Control", "no-cache").json(openApiDocument());
  });
  return r;
}
