import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { z } from "zod";

import { getDb } from "~/db/client.server";
import { policePortal, type PolicePortalRow } from "~/db/schema";
import { seal, unseal } from "~/lib/guest-crypto.server";
import { HttpError } from "~/lib/http-error";
import type { FieldIssues } from "~/lib/validation";

import { authenticationTest, generateToken, PortalUnreachable, type PortalOutcome } from "./alloggiati-soap.server";
import type { portalAccountSchema } from "./guests.schema";

/**
 * The owner's account on the police portal's web service and the token its calls carry. The
 * password and the web-service key are sealed with the guest data key like the guests' documents,
 * and never leave the server; the token is kept (sealed) while the portal says it is valid, so
 * one token serves every call of its hour, across processes.
 */

/** A token this close to its expiry is renewed before use rather than risk it dying mid-call. */
const TOKEN_MARGIN_MS = 60_000;

export type PortalSession = { username: string; token: string };

export async function portalAccountRow(): Promise<PolicePortalRow | undefined> {
  const [row] = await getDb().select().from(policePortal).where(eq(policePortal.id, 1));
  return row;
}

/** What the panel and GET /api/settings/police-portal see of the account: never the password, the key or the token. */
export type PortalAccount = { username: string; configured: boolean; autoSend: boolean };

export const isConfigured = (row: PolicePortalRow | undefined): boolean => Boolean(row?.username && row.passwordSealed && row.wsKeySealed);

/** The same as a condition on the row, for the background jobs that claim it only when there is an account. */
export const accountConfigured = () =>
  and(ne(policePortal.username, ""), isNotNull(policePortal.passwordSealed), isNotNull(policePortal.wsKeySealed));

export async function portalAccount(): Promise<PortalAccount> {
  const row = await portalAccountRow();
  return { username: row?.username ?? "", configured: isConfigured(row), autoSend: row?.autoSend ?? false };
}

/**
 * Saves the account. The password and the key are sealed, and kept when left out; the first
 * save needs both. New credentials drop the token made with the old ones.
 */
export async function savePortalAccount(input: z.infer<typeof portalAccountSchema>): Promise<PortalAccount> {
  const row = await portalAccountRow();
  const missing: FieldIssues = {};
  if (!input.password && !row?.passwordSealed) missing.password = { key: "errors.required" };
  if (!input.wsKey && !row?.wsKeySealed) missing.wsKey = { key: "errors.required" };
  if (Object.keys(missing).length) throw new HttpError(400, "validation_error", "errors.validation", missing);
  const changed = Boolean(input.password || input.wsKey) || input.username !== row?.username;
  const values = {
    username: input.username,
    autoSend: input.autoSend,
    ...(input.password ? { passwordSealed: seal(input.password) } : {}),
    ...(input.wsKey ? { wsKeySealed: seal(input.wsKey) } : {}),
    ...(changed ? { tokenSealed: null, tokenExpiresAt: null } : {}),
    updatedAt: new Date(),
  };
  await getDb()
    .insert(policePortal)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: policePortal.id, set: values });
  return portalAccount();
}

/**
 * The portal could not be reached. 503: the portal, not this server or the request, is what
 * failed, and only for now; the same call is worth making again later (502 or 504 would tell a
 * bad answer from no answer, which changes nothing for the owner).
 */
export const portalUnreachable = () => new HttpError(503, "portal_unreachable", "errors.portalUnreachable");

/** "Prova collegamento": a new token from the stored credentials, then the portal's own check of it. */
export async function testPortalConnection(): Promise<{ ok: true }> {
  try {
    const session = await newToken(await portalAccountRow());
    const check = await authenticationTest(session.username, session.token);
    if (!check.ok) throw portalRefused(check);
    return { ok: true };
  } catch (error) {
    if (error instanceof PortalUnreachable) throw portalUnreachable();
    throw error;
  }
}

/** The portal's refusal as the API answers it: 422 portal_refused with the portal's own words. */
export function portalRefused(outcome: PortalOutcome, details?: Record<string, unknown>): HttpError {
  const message = [outcome.code, outcome.message, outcome.detail].filter(Boolean).join(" ") || "esito negativo";
  return new HttpError(422, "portal_refused", "errors.portalRefused", undefined, { message }, { portal: outcome, ...details });
}

function credentials(row: PolicePortalRow | undefined): { username: string; password: string; wsKey: string } {
  if (!row?.username || !row.passwordSealed || !row.wsKeySealed)
    throw new HttpError(409, "portal_not_configured", "errors.portalNotConfigured");
  return { username: row.username, password: unseal(row.passwordSealed), wsKey: unseal(row.wsKeySealed) };
}

async function newToken(row: PolicePortalRow | undefined): Promise<PortalSession> {
  const { username, password, wsKey } = credentials(row);
  const { outcome, token } = await generateToken(username, password, wsKey);
  if (!token) throw portalRefused(outcome);
  await getDb()
    .update(policePortal)
    .set({ tokenSealed: seal(token.token), tokenExpiresAt: token.expires })
    .where(eq(policePortal.id, 1));
  return { username, token: token.token };
}

/**
 * Runs `call` with a valid token: the stored one while it lasts, else a new one. When the
 * portal refuses the call as a whole and the token turns out to be no longer valid (the portal
 * may end it before its stated expiry), a new token is made and the call tried once more.
 * Throws 409 portal_not_configured without credentials, 422 portal_refused when the portal
 * refuses them, PortalUnreachable when it cannot be reached.
 */
export async function withPortalSession<T extends { outcome: PortalOutcome }>(call: (session: PortalSession) => Promise<T>): Promise<T> {
  const row = await portalAccountRow();
  const { username } = credentials(row);
  const stored =
    row!.tokenSealed && row!.tokenExpiresAt && row!.tokenExpiresAt.getTime() - TOKEN_MARGIN_MS > Date.now()
      ? { username, token: unseal(row!.tokenSealed) }
      : undefined;
  const session = stored ?? (await newToken(row));
  const answer = await call(session);
  if (answer.outcome.ok || !stored) return answer;
  const check = await authenticationTest(username, session.token);
  if (check.ok) return answer;
  return call(await newToken(row));
}

export { PortalUnreachable };
