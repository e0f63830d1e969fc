import type { NextFunction, Request, Response } from "express";

import { t } from "~/i18n/dictionaries.server";
import type { MessageKey } from "~/i18n/t";
import { pageLanguage } from "~/lib/language.server";

import { SAFE_METHODS } from "./security";

/** The largest body a page's form may send: a quote request with every field full is about 6 kB. */
export const FORM_BODY_LIMIT = 32 * 1024;

/**
 * Page routes (/preventivo, /quote, /recensione, … and their `.data` forms) read their form
 * with `request.formData()`, which holds the whole body in memory. So an unsafe request to a
 * page is refused before anything is read unless it declares a Content-Length within the limit:
 * Node's parser never delivers more than the declared length, so no body streams past it.
 * A chunked body (no length, which browsers never send for a form) is refused as well, and so is
 * multipart: the site's forms carry text only. The API has its own parsers and limits.
 */
export function boundedFormBodies(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || req.path.startsWith("/api/")) return next();
  const declared = req.headers["content-length"];
  if (/^\s*multipart\//i.test(req.headers["content-type"] ?? "")) return refuse(req, res, 415, "errors.generic", "errors.formUnsupported");
  if (req.headers["transfer-encoding"] !== undefined) return refuse(req, res, 411, "errors.payloadTooLarge", "errors.formTooLarge");
  if (declared !== undefined && !(Number(declared) <= FORM_BODY_LIMIT))
    return refuse(req, res, 413, "errors.payloadTooLarge", "errors.formTooLarge");
  next();
}

/** A small page in the visitor's language saying what happened, with a way back to the form. */
function refuse(req: Request, res: Response, status: number, titleKey: MessageKey, messageKey: MessageKey): void {
  const pathname = req.path.replace(/\.data$/, "");
  const lang = pageLanguage(pathname, typeof req.query.lang === "string" ? req.query.lang : null, req.headers.cookie ?? null);
  const title = t(lang, titleKey);
  const back = pathname.startsWith("/") && !pathname.startsWith("//") ? pathname : "/";
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;color:#1f2933;background:#faf7f2;margin:0;padding:2rem 1rem}main{max-width:32rem;margin:0 auto;background:#fff;border-radius:1rem;padding:1.5rem 2rem;box-shadow:0 1px 3px #0002}h1{font-size:1.5rem;margin:0 0 .5rem}a{color:#0b5a73;font-weight:600}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(t(lang, messageKey))}</p><p><a href="${escape(back)}">${escape(t(lang, "errors.backToForm"))}</a></p></main></body>
</html>`;
  answerWhileDropping(req, res, status, html);
}

/** How long, and how much, a refused body is read and dropped before its connection is cut. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 16 * 1024 * 1024;
/** Once that much is dropped, reading stops, and the client has this long to read the page. */
const GRACE_MS = 1_000;

/**
 * The page goes out at once, headers and all, but the answer is ended only once the client
 * has stopped sending: Node closes a connection whose answer ended while its body was still
 * arriving, which resets it, and the client may then never show the page. Meanwhile what
 * arrives is dropped, never kept. Past 16 MB reading stops (what is still coming waits in the
 * kernel's buffers, which are bounded) and the connection is cut a second later; past five
 * seconds it is cut in any case. The second matters: a reset discards whatever the client has
 * received and not yet read, and 16 MB go by on a fast link before a busy client reads a page.
 */
function answerWhileDropping(req: Request, res: Response, status: number, html: string): void {
  const page = Buffer.from(html);
  // no-transform: compression would hold the page back until the end.
  res
    .status(status)
    .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store, no-transform", "Content-Length": String(page.length) });
  res.write(page);
  let dropped = 0;
  const timers: NodeJS.Timeout[] = [];
  const later = (ms: number, action: () => void) => timers.push(setTimeout(action, ms).unref());
  const finish = () => {
    for (const timer of timers) clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const cut = () => {
    finish();
    req.socket.destroy();
  };
  later(LINGER_MS, cut);
  if (req.readableEnded) return finish();
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= LINGER_BYTES) return;
    req.off("data", drop);
    req.pause();
    later(GRACE_MS, cut);
  };
  req.on("data", drop);
  req.once("end", finish);
  req.once("close", finish);
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
