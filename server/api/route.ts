import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";

import type { Operation } from "~/lib/api-contract";

import { parse, requireSession } from "../http";

type Parsed<O, K extends string> = O extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;
type UploadFields<O> = O extends { upload: { fields: infer S extends z.ZodType } } ? z.output<S> : undefined;

/**
 * What the route has already validated for the handler, as the schemas give them: the JSON body
 * (an upload's other fields, once its parser has read them) and the query.
 */
export type RouteInput<O extends Operation> = {
  body: O extends { upload: object } ? UploadFields<O> : Parsed<O, "body">;
  query: Parsed<O, "query">;
};

export type RouteHandler<O extends Operation> = (req: Request, res: Response, input: RouteInput<O>) => Promise<void> | void;

/** Every operation mounted, in order: the document (openapi.ts) and its completeness test read it. */
const mounted: Operation[] = [];
export const mountedOperations = (): readonly Operation[] => mounted;

function guard(op: Operation): RequestHandler[] {
  if (op.access === "public" || op.ownGuard) return [];
  if (op.access === "super-admin") return [requireSession("super_admin", { download: op.download })];
  return [requireSession("admin", { download: op.download, role: op.role })];
}

/**
 * Mounts an operation's handler at its declared method and path, behind the guard its access
 * names, after `middleware` (an upload's parser, a rate limit); the body and query are validated
 * with the declared schemas first (400 naming each bad field), so a handler never parses them itself.
 */
export function route<O extends Operation>(r: Router, op: O, ...rest: [...RequestHandler[], RouteHandler<O>]): void {
  const handler = rest.pop() as RouteHandler<O>;
  const middleware = rest as RequestHandler[];
  if (!mounted.includes(op)) mounted.push(op);
  r[op.method](op.path, ...guard(op), ...middleware, async (req: Request, res: Response) => {
    const input = {
      body: op.body ? parse(op.body, req.body ?? {}) : op.upload?.fields ? parse(op.upload.fields, req.body ?? {}) : undefined,
      query: op.query ? parse(op.query, req.query) : undefined,
    } as RouteInput<O>;
    await handler(req, res, input);
  });
}
