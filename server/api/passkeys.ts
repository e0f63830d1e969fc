import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { Router, type Request, type Response } from "express";

import type { Env } from "~/env.server";
import { DEVICE_COOKIE, SESSION_COOKIE } from "~/features/auth/auth.server";
import { requireFreshCheck, type FreshProof } from "~/features/auth/fresh-check.server";
import { passkeysApi } from "~/features/auth/passkeys.api";
import {
  addPasskey,
  listPasskeys,
  loginOptions,
  PASSKEY_CHALLENGE_COOKIE,
  passkeyRemoval,
  reauthOptions,
  registrationOptions,
  relyingParty,
  removePasskey,
  signInWithPasskey,
  type RelyingParty,
} from "~/features/auth/passkeys.server";
import { expiredCookie, readCookie, setCookie, type CookieAttributes } from "~/lib/cookies.server";
import { notFound } from "~/lib/http-error";

import { clientIp } from "../http";
import { route } from "./route";

/** The relying party a request speaks to: PUBLIC_URL's host, else the request's own. */
const rpOf = (env: Env, req: Request): RelyingParty => relyingParty(env.publicUrl, { protocol: req.protocol, host: req.host });

const challengeCookie = (env: Env): CookieAttributes => ({ path: "/api", httpOnly: true, secure: env.production, sameSite: "strict" });

/**
 * A fresh check as a request offers it (`password`, or `passkey: { response }`), with what the
 * passkey's verification needs from the request: its challenge's cookie and the relying party.
 * For any operation that asks for a fresh check.
 */
export function freshProof(env: Env, req: Request, body: { password?: string; passkey?: { response: unknown } }): FreshProof {
  return {
    password: body.password || undefined,
    passkey: body.passkey
      ? {
          response: body.passkey.response as AuthenticationResponseJSON,
          challengeToken: readCookie(req.headers.cookie, PASSKEY_CHALLENGE_COOKIE),
          rp: rpOf(env, req),
        }
      : undefined,
  };
}

/** Passkeys: an account's own, signing in with one, and a fresh check by one. */
export function passkeysRouter(env: Env): Router {
  const r = Router();
  const sessionCookie: CookieAttributes = { path: "/", httpOnly: true, secure: env.production, sameSite: "lax" };
  // As server/api/auth.ts sets them: the device cookie is sent back only to the sign-in.
  const deviceCookie: CookieAttributes = { path: "/api/auth", httpOnly: true, secure: env.production, sameSite: "strict" };

  const keepChallengeCookie = (res: Response, challenge: { token: string; expiresAt: Date }) =>
    res.append("Set-Cookie", setCookie(PASSKEY_CHALLENGE_COOKIE, challenge.token, challenge.expiresAt, challengeCookie(env)));
  // The challenge is used once, right or wrong: its cookie goes with it.
  const dropChallengeCookie = (res: Response) => res.append("Set-Cookie", expiredCookie(PASSKEY_CHALLENGE_COOKIE, challengeCookie(env)));
  const challengeToken = (req: Request) => readCookie(req.headers.cookie, PASSKEY_CHALLENGE_COOKIE);

  route(r, passkeysApi.list, async (req, res) => {
    const items = await listPasskeys(req.session!.userId!);
    res.json({
      items: items.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
    });
  });

  route(r, passkeysApi.registerOptions, async (req, res) => {
    const { options, challenge } = await registrationOptions(req.session!.userId!, rpOf(env, req));
    keepChallengeCookie(res, challenge);
    res.json(options);
  });

  route(r, passkeysApi.register, async (req, res, { body }) => {
    const token = challengeToken(req);
    dropChallengeCookie(res);
    const session = req.session!;
    const added = await addPasskey(
      session.userId!,
      session.username!,
      token,
      body.response as RegistrationResponseJSON,
      body.name,
      rpOf(env, req),
      clientIp(req),
    );
    res.status(201).json({ ...added, createdAt: added.createdAt.toISOString(), lastUsedAt: added.lastUsedAt?.toISOString() ?? null });
  });

  route(r, passkeysApi.remove, async (req, res, { body }) => {
    const id = String(req.params.id ?? "");
    if (!/^[A-Za-z0-9_-]{1,1400}$/.test(id)) throw notFound();
    const session = req.session!;
    const removal = await passkeyRemoval(session.userId!, id);
    if (removal === "not_found") throw notFound();
    if (removal === "last_factor") {
      if (body.passkey) dropChallengeCookie(res);
      await requireFreshCheck(session, readCookie(req.headers.cookie, SESSION_COOKIE.admin), freshProof(env, req, body));
    }
    if (!(await removePasskey(session.userId!, session.username!, id, clientIp(req)))) throw notFound();
    res.json({ success: true });
  });

  route(r, passkeysApi.loginOptions, async (req, res, { body }) => {
    const { options, challenge } = await loginOptions(body.username || undefined, rpOf(env, req));
    keepChallengeCookie(res, challenge);
    res.json(options);
  });

  route(r, passkeysApi.login, async (req, res, { body }) => {
    const token = challengeToken(req);
    dropChallengeCookie(res);
    const signedIn = await signInWithPasskey(
      token,
      body.response as AuthenticationResponseJSON,
      clientIp(req),
      readCookie(req.headers.cookie, DEVICE_COOKIE),
      rpOf(env, req),
    );
    res.append("Set-Cookie", setCookie(SESSION_COOKIE.admin, signedIn.session.token, signedIn.session.expiresAt, sessionCookie));
    res.append("Set-Cookie", setCookie(DEVICE_COOKIE, signedIn.device.token, signedIn.device.expiresAt, deviceCookie));
    res.json({ success: true, user: signedIn.user });
  });

  route(r, passkeysApi.reauthOptions, async (req, res) => {
    const { options, challenge } = await reauthOptions(req.session!.userId!, rpOf(env, req));
    keepChallengeCookie(res, challenge);
    res.json(options);
  });

  return r;
}
