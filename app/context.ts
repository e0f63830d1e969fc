declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the scripts we render. */
    cspNonce: string;
    /** The client's address as Express sees it (TRUST_PROXY applied): guests' writes are limited by it. */
    clientIp: string;
    /** PUBLIC_URL when set: the origin for canonical links. */
    publicUrl?: string;
  }
}

export {};
