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
  }
}

export {};
