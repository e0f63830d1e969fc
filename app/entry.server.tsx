import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration } from "./lib/deferred-hydration";

export const streamTimeout = 5_000;

/**
 * Server rendering with the request's CSP nonce on every script React Router writes. The whole
 * document is rendered before it is sent (the pages are small and the rendered HTML is cached),
 * so its boot script can be rewritten to load the JavaScript after the page (see deferHydration).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    // Cleared once the page is written: a pending timer would keep the whole render alive for seconds.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(deadline);
          const html = deferHydration(Buffer.concat(chunks).toString("utf8"));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode }));
        });
        body.on("error", (error) => {
          clearTimeout(deadline);
          reject(error);
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
  });
}
