import addFormatsModule from "ajv-formats";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

import { openApiDocument } from "../../server/api/openapi";

// ajv-formats is CommonJS: its default export arrives wrapped once more under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

type JsonSchema = Record<string, unknown>;
type ResponseObject = { content?: Record<string, { schema?: JsonSchema }> };
type Route = { method: string; pattern: RegExp; templated: number; responses: Record<string, ResponseObject>; label: string };

const ERROR_ANSWER: ResponseObject = { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
const DOC_ID = "https://bb-adriatico.local/openapi.json";

/**
 * Checks an answer of the API against GET /api/openapi.json's document: its status must be
 * one the operation declares (or an error, whose body is the document's Error), and its body
 * must be what that status's schema describes, no field more or less. The test server runs
 * every answer through it, so a handler that drifts from its contract fails the test that
 * called it, wherever that is.
 */
export class AnswerChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(doc: JsonSchema = openApiDocument()) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: doc.components });
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, ResponseObject> }>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+");
        this.routes.push({
          method: method.toUpperCase(),
          pattern: new RegExp(`^/api${source}$`),
          templated: (path.match(/\{/g) ?? []).length,
          responses: operation.responses,
          label: `${method.toUpperCase()} /api${path}`,
        });
      }
    }
    // A literal segment wins over a parameter (/stays/movements before /stays/{id}), as Express mounts them.
    this.routes.sort((a, b) => a.templated - b.templated);
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`)) as JsonSchema;
      validate = this.ajv.compile(rebased);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** Throws an Error that names the operation and what differs; returns quietly when the answer keeps the contract. */
  async check(method: string, url: URL, response: Response): Promise<void> {
    // HEAD and OPTIONS answer for the GET they stand beside, without its body.
    if (!url.pathname.startsWith("/api/") || !["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method.toUpperCase())) return;
    const route = this.routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(url.pathname));
    const statusText = String(response.status);
    if (!route) {
      // Nothing is mounted there: the API's own 404 is the right answer, or a refusal made before
      // routing (a body that is not JSON, one too large), both with the error body.
      if (response.status >= 400 && response.status < 500)
        return this.checkBody(`${method} ${url.pathname}`, String(response.status), ERROR_ANSWER, response);
      throw new Error(`${method} ${url.pathname} answered ${response.status}, but the API document has no such operation`);
    }
    const declared = route.responses[statusText];
    if (declared) return this.checkBody(route.label, statusText, declared, response);
    if (response.status >= 400) return this.checkBody(route.label, "default", route.responses.default ?? {}, response);
    throw new Error(
      `${route.label} answered ${response.status}, a status its contract does not declare (${Object.keys(route.responses).join(", ")})`,
    );
  }

  private async checkBody(label: string, status: string, declared: ResponseObject, response: Response): Promise<void> {
    const content = declared.content;
    const text = await response.clone().text();
    if (!content) {
      if (text !== "") throw new Error(`${label} answered ${status} with a body, but its contract declares none`);
      return;
    }
    const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
    const media = content[type];
    if (!media) throw new Error(`${label} answered ${status} as "${type}", but its contract declares ${Object.keys(content).join(", ")}`);
    if (type !== "application/json" || !media.schema) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${label} answered ${status} with JSON that does not parse`);
    }
    const validate = this.validator(`${label} ${status}`, media.schema);
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map(
          (e) =>
            `${e.instancePath || "(body)"} ${e.message}${e.params && "additionalProperty" in e.params ? ` '${String(e.params.additionalProperty)}'` : ""}`,
        );
      throw new Error(`${label} answered ${status} with a body its contract does not describe: ${problems.join("; ")}`);
    }
  }
}

let shared: AnswerChecker | undefined;

/** One checker for the whole test file: compiling the schemas is the slow part. */
export function answerChecker(): AnswerChecker {
  shared ??= new AnswerChecker();
  return shared;
}
