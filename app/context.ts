declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the scripts we render. */
    cspNonce: string;
    /** PUBLIC_URL when set: the origin for canonical links. */
    publicUrl?: string;
  }
}

export {};
