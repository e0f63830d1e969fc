import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";

import { deferHydrationBytes } from "./lib/deferred-hydration";
import { toRenderJob, withHandoff } from "./lib/render-job.server";

export const streamTimeout = 5_000;

/**
 * Server rendering with the request's CSP nonce on every script React Router writes. The whole
 * document is rendered before it is sent (the pages are small and the rendered HTML is cached),
 * so its boot script can be rewritten to load the JavaScript after the page (see deferHydration).
 *
 * A page read without errors is rendered on the render thread when it has room
 * (server/render-pool.ts): the loaders ran here, React renders there, on the machine's other core.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.cspNonce;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const renderer = loadContext.renderer;
  if (renderer?.hasRoom() && request.method === "GET" && !routerContext.staticHandlerContext.errors) {
    const job = await toRenderJob(routerContext, request.url, nonce, loadContext.compression);
    try {
      const { html, failed, compression } = await renderer.render(job);
      if (compression) responseHeaders.set("Content-Encoding", compression);
      return new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
    } catch (error) {
      console.error("Rendering on the render thread failed; rendering here:", error);
      routerContext = withHandoff(routerContext, job);
    }
  }
  const { html, failed } = await renderDocument(routerContext, request.url, nonce);
  return new Response(html, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
}

/** The document's HTML as UTF-8, deferHydration applied; `failed` when a component threw and the page is a 500. */
export function renderDocument(
  routerContext: EntryContext,
  url: string,
  nonce: string,
): Promise<{ html: Buffer<ArrayBuffer>; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    // Cleared once the page is written: a pending timer would keep the whole render alive for seconds.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(deadline);
          resolve({ html: deferHydrationBytes(Buffer.concat(chunks)), failed });
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
