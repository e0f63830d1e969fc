import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { clientIp } from "./http";

/** React Router's request handler for the site's pages, with what loaders and the renderer need from Express. */
export function pagesHandler(build: ServerBuild, publicUrl: string | undefined) {
  return createRequestHandler({
    build,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce,
      setConnectSources: res.locals.setConnectSources,
      publicUrl,
      clientIp: clientIp(req),
    }),
  });
}
