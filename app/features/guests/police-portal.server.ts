import { eq } from "drizzle-orm";

import { getDb } from "~/db/client.server";
import { policePortal, type PolicePortalRow } from "~/db/schema";
import { HttpError } from "~/lib/http-error";

import { authenticationTest, generateToken, PortalUnreachable, type PortalOutcome } from "./alloggiati-soap.server";
import { seal, unseal } from "./guest-crypto.server";

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
