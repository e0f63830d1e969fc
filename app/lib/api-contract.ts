import type { z } from "zod";

import type { Role } from "./roles";

/**
 * The REST API's contract: each operation declared once, in its feature's `*.api.ts`, with the
 * Zod schemas of what it takes and what it answers. The server mounts its handler from the
 * declaration (server/api/route.ts), GET /api/openapi.json is generated from the declarations,
 * the Vitest suite checks every answer against that document, and the panels call the API only
 * through `callApi(operation, input)`, typed from the same schemas.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** Who may call: anyone, a panel account signed in (of the operation's role or above), the super-admin signed in. */
export type Access = "public" | "staff" | "super-admin";

/** An answer that is not JSON: a file saved by the browser, a feed read by a calendar. */
export type MediaAnswer = { media: string; description: string };

/** A JSON answer that the caller may also ask for as a file (`?format=csv`). */
export type JsonOrMediaAnswer = { json: z.ZodType; media: string; description: string };

/** A JSON answer's schema, a file's media type, both, or null for an answer without a body (204). */
export type Answer = z.ZodType | MediaAnswer | JsonOrMediaAnswer | null;

export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * Who may call, checked on the server before the handler: a staff operation names the least role
 * that may use it (403 `forbidden` below it), so an operation cannot be declared without its rule.
 */
type AccessRule = { access: "public" | "super-admin"; role?: never } | { access: "staff"; role: Role };

/** What the audit trail is given of a successful call: the path's parameters, the query and the body as validated. */
export type AuditedCall = { params: Record<string, string>; query: Record<string, unknown>; body: unknown };

/**
 * A call the audit trail records once it has succeeded (an answer below 400): a view of guests'
 * data, a download, a change of settings, bank details or credentials. Plain functions of the
 * call, so that the declarations stay free of server code: the browser imports them as types.
 */
export type OperationAudit = {
  /** One of the audit feature's AUDIT_ACTIONS (app/features/audit/audit-actions.ts). */
  action: string;
  /** What was read or changed, for the owner to recognise: "stay 12", "police file 2025-06-01". */
  target?: (call: AuditedCall) => string;
  /** Only the calls it holds for, where the operation also answers something else (a report's JSON for the screen). */
  when?: (call: AuditedCall) => boolean;
};

export type Operation = AccessRule & {
  method: Method;
  /** Below /api, in Express's syntax (`/rooms/:id`); the document writes `{id}`. */
  path: string;
  summary: string;
  /**
   * The guard is the handler's own (a super-admin key in the body or the session): the route
   * adds none, the document still names the access.
   */
  ownGuard?: boolean;
  /** A download the panel opens as a link: the owner's session is taken from that navigation too. */
  download?: boolean;
  /**
   * What an account does to itself (its password, its sessions, setting up its second factors):
   * allowed even while the owner's policy requires a second factor the account has not set up
   * yet, when every other staff operation answers 403 `second_factor_required`.
   */
  selfService?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /** A multipart body: the file's field name and the other fields. */
  upload?: { file: string; fields?: z.ZodObject };
  answers: Partial<Record<SuccessStatus, Answer>>;
  /** The error answers this operation gives, by status, each with the error codes it may carry. */
  errors?: Partial<Record<number, string>>;
  /** Recorded in the audit trail, who and from where, once the call has succeeded. */
  audit?: OperationAudit;
};

/** Declares operations with their literal types kept, so callers are typed from them. */
export function operations<const T extends Record<string, Operation>>(declared: T): T {
  return declared;
}

type Schema<O, K extends string> = O extends Record<K, infer S extends z.ZodType> ? S : never;

type ParamsInput<O> = [Schema<O, "params">] extends [never] ? { params?: never } : { params: z.input<Schema<O, "params">> };
type QueryInput<O> = [Schema<O, "query">] extends [never]
  ? { query?: never }
  : object extends z.input<Schema<O, "query">>
    ? { query?: z.input<Schema<O, "query">> }
    : { query: z.input<Schema<O, "query">> };
type BodyInput<O> = O extends { upload: object }
  ? { body: FormData }
  : [Schema<O, "body">] extends [never]
    ? { body?: never }
    : { body: z.input<Schema<O, "body">> };

/** What a call of the operation takes: its path's parameters, its query, its body. */
export type OperationInput<O extends Operation> = ParamsInput<O> & QueryInput<O> & BodyInput<O>;

type SuccessAnswer<O extends Operation> = O["answers"][keyof O["answers"]];

/** What a call of the operation resolves to: its JSON answer as parsed, undefined for none. */
export type OperationAnswer<O extends Operation> =
  SuccessAnswer<O> extends infer A
    ? A extends z.ZodType
      ? z.output<A>
      : A extends JsonOrMediaAnswer
        ? z.output<A["json"]>
        : A extends MediaAnswer
          ? string
          : undefined
    : never;

declare const OPERATION: unique symbol;

/**
 * What a caller in the browser holds of an operation: its method and path, and the operation
 * itself as a type only (app/components/panel/api-routes.ts), so its schemas are not bundled.
 */
export type ApiRoute<O extends Operation> = Pick<Operation, "method" | "path"> & { readonly [OPERATION]?: O };

/** The route of an operation, typed by it. */
export function apiRoute<O extends Operation>(method: O["method"], path: O["path"]): ApiRoute<O> {
  return { method, path };
}

/** The address of a call: the path's parameters filled in, the query appended. */
export function operationUrl<O extends Operation>(op: Pick<Operation, "method" | "path">, input: OperationInput<O>): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = op.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.method.toUpperCase()} ${op.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return `/api${path}${search ? `?${search}` : ""}`;
}

/** The path as OpenAPI writes it: `/rooms/:id` becomes `/rooms/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, "{$1}");
}
