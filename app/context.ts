declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the scripts we render. */
    cspNonce: string;
    /**
     * Widens this response's CSP connect-src to these https origins (the public site's analytics
     * hosts); absent where no Express security middleware runs (unit tests).
     */
    allowConnectOrigins?: (origins: readonly string[]) => void;
    /** The client's address as Express sees it (TRUST_PROXY applied): guests' writes are limited by it. */
    clientIp: string;
    /** PUBLIC_URL when set: the origin for canonical links. */
    publicUrl?: string;
  }
}

export {};
