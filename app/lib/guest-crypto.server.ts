import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Guests' birth dates and document numbers are sealed with AES-256-GCM under a key that is never
 * in the database (GUEST_DATA_KEY, or DATA_DIR/secrets/guest-data.key made on first start): a
 * copy of the database alone does not reveal them. "v1." names the format, so a later key or
 * cipher can be told apart.
 */
let key: Buffer | undefined;

/** The key's text as configured; it is stretched to the 32 bytes AES-256 takes. */
export function setGuestDataKey(secret: string): void {
  key = createHash("sha256").update(`guest-data:${secret}`).digest();
}

function guestDataKey(): Buffer {
  if (!key) throw new Error("The guest data key is not set (bootServices sets it).");
  return key;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", guestDataKey(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The sealed text opened; throws when it was sealed under another key or altered. */
export function unseal(sealed: string): string {
  if (!sealed.startsWith("v1.")) throw new Error("Unknown sealed format");
  const raw = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", guestDataKey(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
