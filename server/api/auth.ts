import { Router, type Request, type Response } from "express";

import type { Env } from "~/env.server";
import { authApi } from "~/features/auth/auth.api";
import {
  changePassword,
  deleteSession,
  DEVICE_COOKIE,
  endAllSessions,
  SESSION_COOKIE,
  sessionFromCookies,
  type SessionKind,
} from "~/features/auth/auth.server";
import { signInAdmin, signInSuperAdmin } from "~/features/auth/sign-in.server";
import { expiredCookie, readCookie, setCookie, type CookieAttributes } from "~/lib/cookies.server";

import { clientIp } from "../http";
import { route } from "./route";

/** Sessions of the administrator and of the super-admin: signing in and out, and asking who is signed in. */
export function authRouter(env: Env): Router {
  const r = Router();
  const sessionCookie: CookieAttributes = { path: "/", httpOnly: true, secure: env.production, sameSite: "lax" };
  // The owner's device, sent back only to the sign-in.
  const deviceCookie: CookieAttributes = { path: "/api/auth", httpOnly: true, secure: env.production, sameSite: "strict" };

  const signOut = (kind: SessionKind) => async (req: Request, res: Response) => {
    await deleteSession(readCookie(req.headers.cookie, SESSION_COOKIE[kind]));
    res.append("Set-Cookie", expiredCookie(SESSION_COOKIE[kind], sessionCookie));
    res.json({ success: true });
  };

  route(r, authApi.login, async (req, res, { body }) => {
    const signedIn = await signInAdmin(body.username, body.password, clientIp(req), readCookie(req.headers.cookie, DEVICE_COOKIE));
    res.append("Set-Cookie", setCookie(SESSION_COOKIE.admin, signedIn.session.token, signedIn.session.expiresAt, sessionCookie));
    res.append("Set-Cookie", setCookie(DEVICE_COOKIE, signedIn.device.token, signedIn.device.expiresAt, deviceCookie));
    res.json({ success: true, user: signedIn.user });
  });

  route(r, authApi.logout, signOut("admin"));

  /** The owner changes her password (the current one required); her other sessions end. */
  route(r, authApi.changePassword, async (req, res, { body }) => {
    await changePassword(
      req.session!.userId!,
      body.currentPassword,
      body.newPassword,
      readCookie(req.headers.cookie, SESSION_COOKIE.admin),
    );
    res.json({ success: true });
  });

  /** "Esci da tutti i dispositivi": every session of the owner ends, this one included. */
  route(r, authApi.logoutAll, async (req, res) => {
    const ended = await endAllSessions(req.session!.userId!);
    res.append("Set-Cookie", expiredCookie(SESSION_COOKIE.admin, sessionCookie));
    res.append("Set-Cookie", expiredCookie(DEVICE_COOKIE, deviceCookie));
    res.json({ success: true, ended });
  });

  route(r, authApi.session, async (req, res) => {
    const current = await sessionFromCookies("admin", req.headers.cookie);
    res.set("Cache-Control", "no-store");
    res.json(current ? { authenticated: true, user: { id: current.userId, username: current.username } } : { authenticated: false });
  });

  route(r, authApi.superAdminLogin, async (req, res, { body }) => {
    const { token, expiresAt } = await signInSuperAdmin(body.key, clientIp(req), env.superAdminKey);
    res.append("Set-Cookie", setCookie(SESSION_COOKIE.super_admin, token, expiresAt, sessionCookie));
    res.json({ success: true });
  });

  route(r, authApi.superAdminLogout, signOut("super_admin"));

  route(r, authApi.superAdminSession, async (req, res) => {
    const current = await sessionFromCookies("super_admin", req.headers.cookie);
    res.set("Cache-Control", "no-store").json({ authenticated: Boolean(current) });
  });

  return r;
}
