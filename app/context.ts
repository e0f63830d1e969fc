declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the scripts we render. */
    cspNonce: string;
    /** PUBLIC_URL when set: the origin for canonical links. */
    publicUrl?: string;
    /** Render the whole document before sending any of it (it is being kept by the page cache). */
    wholeDocument?: boolean;
  }
}

export {};
