import type { DocumentRenderer } from "~/lib/render-job.server";

declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the scripts we render. */
    cspNonce: string;
    /**
     * Sets this response's CSP connect-src to exactly these sources (a public page: its own public
     * paths and the analytics hosts) instead of 'self'; absent where no Express security middleware runs.
     */
    setConnectSources?: (sources: readonly string[]) => void;
    /** The client's address as Express sees it (TRUST_PROXY applied): guests' writes are limited by it. */
    clientIp: string;
    /** PUBLIC_URL when set: the origin for canonical links. */
    publicUrl?: string;
    /** The render thread (server/render-pool.ts); absent: every document is rendered on the server's thread. */
    renderer?: DocumentRenderer;
    /**
     * How a page rendered on a render thread is compressed there, as the client accepts (absent:
     * not there; a page the page cache keeps is compressed by the cache, others by server/compression.ts).
     */
    compression?: "br" | "gzip";
  }
}

export {};
