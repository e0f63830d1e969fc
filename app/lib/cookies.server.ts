import { parse, serialize } from "cookie";

/**
 * The one way the server reads and writes cookies, on the `cookie` package (the one React Router
 * and Express use). A value with a bad %-escape is kept as sent, the package's own rule.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}

/** Attributes of a cookie the server sets. */
export type CookieAttributes = { path: string; httpOnly: boolean; secure: boolean; sameSite: "lax" | "strict" };

/** A Set-Cookie line: the cookie lives until `expires`. */
export function setCookie(name: string, value: string, expires: Date, attributes: CookieAttributes): string {
  return serialize(name, value, { ...attributes, expires });
}

/** The Set-Cookie line that makes the browser forget a cookie set with these attributes. */
export function expiredCookie(name: string, attributes: CookieAttributes): string {
  return serialize(name, "", { ...attributes, expires: new Date(1) });
}
