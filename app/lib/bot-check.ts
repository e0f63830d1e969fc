/**
 * Silent bot filters of the guests' forms: a field people never see (a bot
 * that fills every field fills it) and the time the form was open before it was sent. Shared by
 * the pages (which render the fields) and the server (which drops what they catch).
 */
export const HONEYPOT_FIELD = "website";
/** Milliseconds between the page's load (or the form's opening by a link) and its submit, written by the page's script. */
export const FILL_TIME_FIELD = "fillMs";
export const MIN_FILL_MS = 3_000;

/**
 * A submission to drop without a word: the honeypot filled in, or the form sent faster than a
 * person could fill it. Clients that send neither field (the API's) are not bots.
 */
export function looksLikeBot(fields: unknown): boolean {
  if (!fields || typeof fields !== "object") return false;
  const record = fields as Record<string, unknown>;
  const honeypot = record[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) return true;
  const fill = record[FILL_TIME_FIELD];
  if (fill === undefined || fill === null || fill === "") return false;
  const ms = Number(fill);
  return !Number.isFinite(ms) || ms < MIN_FILL_MS;
}
