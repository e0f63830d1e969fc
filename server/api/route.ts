import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";

import type { AuditAction } from "~/features/audit/audit-actions";
import { recordAudit } from "~/features/audit/audit.server";
import type { AuditedCall, Operation } from "~/lib/api-contract";
import { HttpError } from "~/lib/http-error";

import { clientIp, parse, requireSession, sendError } from "../http";

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
  return [requireSession("admin", { download: op.download, role: op.role, selfService: op.selfService })];
}

declare module "express-serve-static-core" {
  interface Locals {
    /** Set by a handler that knows better than its declaration what the call changed ("business details, bank details"). */
    auditTarget?: string;
  }
}

/**
 * Holds back a successful answer of an audited operation until its row is in the audit trail,
 * so nothing is read or changed that the trail does not show: its first byte (a streamed
 * download's too) waits for the row, and what the handler writes meanwhile is queued in order.
 * An answer of 400 or more (refused, invalid, not found) records nothing. Should the row fail to
 * be written, the answer fails too: a 500, its body never sent.
 */
function recordOnSuccess(op: Operation, req: Request, res: Response, call: AuditedCall): void {
  const audit = op.audit;
  // A HEAD answers the GET's headers only: nothing is read out.
  if (!audit || req.method === "HEAD" || (audit.when && !audit.when(call))) return;
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => Response;
  let recorded: Promise<boolean> | undefined;
  let queued = 0;
  const restore = () => {
    res.write = write as Response["write"];
    res.end = end as Response["end"];
  };
  // Started by the first byte or the end, once the answer's status is settled.
  const record = () =>
    (recorded ??=
      res.statusCode >= 400
        ? Promise.resolve(true)
        : recordAudit({
            actor: req.session?.username ?? (op.access === "super-admin" ? "super-admin" : "unknown"),
            action: audit.action as AuditAction,
            target: res.locals.auditTarget ?? audit.target?.(call),
            ip: clientIp(req),
          }).then(
            () => true,
            (error: unknown) => {
              console.error(`Recording ${audit.action} in the audit trail failed:`, error);
              restore();
              if (res.headersSent) {
                res.destroy();
              } else {
                for (const header of ["Content-Type", "Content-Disposition", "Content-Length", "X-Records"]) res.removeHeader(header);
                sendError(res, req, new HttpError(500, "internal_error", "errors.generic"));
              }
              // What the handler still writes goes nowhere, so a piped file runs to its end and closes.
              res.write = (() => true) as Response["write"];
              res.end = function (this: Response) {
                return this;
              } as Response["end"];
              res.emit("drain");
              return false;
            },
          ));
  res.write = function (this: Response, ...args: unknown[]) {
    queued++;
    void record().then((ok) => {
      queued--;
      if (!ok) return;
      const flowing = write.apply(this, args);
      if (queued > 0) return;
      restore();
      // Every write answered "wait" while queued: a piped stream resumes on this.
      if (flowing) this.emit("drain");
    });
    return false;
  } as Response["write"];
  res.end = function (this: Response, ...args: unknown[]) {
    void record().then((ok) => {
      if (!ok) return;
      restore();
      end.apply(this, args);
    });
    return this;
  } as Response["end"];
}

/**
 * Mounts an operation's handler at its declared method and path, behind the guard its access
 * names, after `middleware` (an upload's parser, a rate limit); the body and query are validated
 * with the declared schemas first (400 naming each bad field), so a handler never parses them itself.
 * An operation that declares `audit` is recorded in the audit trail once it has succeeded.
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
    recordOnSuccess(op, req, res, {
      params: req.params as Record<string, string>,
      query: (input.query ?? req.query) as Record<string, unknown>,
      body: input.body,
    });
    await handler(req, res, input);
  });
}
