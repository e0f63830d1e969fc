import type { ApiError } from "~/components/panel/api";

/** The code of a failure on the device's side (passkey-ceremony.ts), whose message is already the panel's words. */
export const DEVICE_FAILURE = "passkey_device";

/** An address by number (192.168.1.10, [::1]): WebAuthn wants a domain name and refuses these. */
const numericHost = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith("[");

/**
 * Whether passkeys can work here (asked once hydrated: the server cannot know): a browser with
 * WebAuthn, on the site's name rather than a numeric address.
 */
export const browserHasWebAuthn = (): boolean =>
  typeof window !== "undefined" && typeof window.PublicKeyCredential === "function" && !numericHost(window.location.hostname);

/** What the device said went wrong, in Italian; undefined when the failure was the server's or the network's. */
export const deviceFailureText = (error: ApiError): string | undefined => (error.code === DEVICE_FAILURE ? error.serverMessage : undefined);
