import { Router, type Request, type Response } from "express";

import type { Env } from "~/env.server";
import { recordAudit } from "~/features/audit/audit.server";
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
import { accountSecurity, secondFactorRequired, setSecondFactorRequired } from "~/features/auth/factors.server";
import { requireFreshCheck } from "~/features/auth/fresh-check.server";
import { PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_PATH } from "~/features/auth/second-step.server";
import { completeSecondStep, signInAdmin, signInSuperAdmin } from "~/features/auth/sign-in.server";
import { confirmTotp, disableTotp, startTotp } from "~/features/auth/totp.server";
import { getBusiness } from "~/features/business/business.server";
import { expiredCookie, readCookie, setCookie, type CookieAttributes } from "~/lib/cookies.server";

import { clientIp } from "../http";
import { freshProof } from "./passkeys";
import { route } from "./route";

/** The audit trail's target of "Esci da tutti i dispositivi". */
const EVERY_DEVICE = "every device";

/** Sessions of the administrator and of the super-admin: signing in and out, and asking who is signed in. */
export function authRouter(env: Env): Router {
  const r = Router();
  const sessionCookie: CookieAttributes = { path: "/", httpOnly: true, secure: env.production, sameSite: "lax" };
  // The owner's device, sent back only to the sign-in.
  const deviceCookie: CookieAttributes = { path: "/api/auth", httpOnly: true, secure: env.production, sameSite: "strict" };

  const signOut = (kind: SessionKind) => async (req: Request, res: Response) => {
    const current = kind === "admin" ? await sessionFromCookies(kind, req.headers.cookie) : null;
    await deleteSession(readCookie(req.headers.cookie, SESSION_COOKIE[kind]));
    if (current?.username) await recordAudit({ actor: current.username, action: "auth.sign-out", ip: clientIp(req) });
    res.append("Set-Cookie", expiredCookie(SESSION_COOKIE[kind], sessionCookie));
    res.json({ success: true });
  };

  // Between the password and the second factor: sent back to the second step only.
  const pendingCookie: CookieAttributes = { path: PENDING_SIGN_IN_PATH, httpOnly: true, secure: env.production, sameSite: "strict" };
  const token = (req: Request) => readCookie(req.headers.cookie, SESSION_COOKIE.admin);

  type Opened = { session: { token: string; expiresAt: Date }; device: { token: string; expiresAt: Date } };
  const setSignedInCookies = (res: Response, opened: Opened) => {
    res.append("Set-Cookie", setCookie(SESSION_COOKIE.admin, opened.session.token, opened.session.expiresAt, sessionCookie));
    res.append("Set-Cookie", setCookie(DEVICE_COOKIE, opened.device.token, opened.device.expiresAt, deviceCookie));
  };

  route(r, authApi.login, async (req, res, { body }) => {
    const signedIn = await signInAdmin(body.username, body.password, clientIp(req), readCookie(req.headers.cookie, DEVICE_COOKIE));
    if (signedIn.secondFactor) {
      res.append("Set-Cookie", setCookie(PENDING_SIGN_IN_COOKIE, signedIn.pending.token, signedIn.pending.expiresAt, pendingCookie));
      res.set("Cache-Control", "no-store").json({ secondFactor: signedIn.factors });
      return;
    }
    setSignedInCookies(res, signedIn);
    res.json({ success: true, user: signedIn.user });
  });

  route(r, authApi.loginSecondFactor, async (req, res, { body }) => {
    const signedIn = await completeSecondStep(
      readCookie(req.headers.cookie, PENDING_SIGN_IN_COOKIE),
      body.code,
      clientIp(req),
      readCookie(req.headers.cookie, DEVICE_COOKIE),
    );
    res.append("Set-Cookie", expiredCookie(PENDING_SIGN_IN_COOKIE, pendingCookie));
    setSignedInCookies(res, signedIn);
    res.json({ success: true, user: signedIn.user });
  });

  route(r, authApi.logout, signOut("admin"));

  /** The owner changes her password (the current one required); her other sessions end. */
  route(r, authApi.changePassword, async (req, res, { body }) => {
    await changePassword(req.session!.userId!, body.currentPassword, body.newPassword, token(req));
    await recordAudit({ actor: req.session!.username!, action: "auth.password-changed", ip: clientIp(req) });
    res.json({ success: true });
  });

  route(r, authApi.startTotp, async (req, res) => {
    const issuer = (await getBusiness()).name.trim() || "B&B";
    res.set("Cache-Control", "no-store").json(await startTotp(req.session!.userId!, issuer));
  });

  route(r, authApi.verifyTotp, async (req, res, { body }) => {
    const recoveryCodes = await confirmTotp(req.session!.userId!, body.code);
    await recordAudit({ actor: req.session!.username!, action: "auth.totp-enabled", ip: clientIp(req) });
    res.set("Cache-Control", "no-store").json({ recoveryCodes });
  });

  route(r, authApi.disableTotp, async (req, res, { body }) => {
    const session = req.session!;
    await requireFreshCheck(session, token(req), freshProof(env, req, body));
    if (await disableTotp(session.userId!)) {
      await recordAudit({ actor: session.username!, action: "auth.totp-disabled", ip: clientIp(req) });
    }
    res.json({ success: true });
  });

  route(r, authApi.getPolicy, async (_req, res) => {
    res.set("Cache-Control", "no-store").json({ secondFactorRequired: await secondFactorRequired() });
  });

  route(r, authApi.setPolicy, async (req, res, { body }) => {
    if ((await secondFactorRequired()) !== body.secondFactorRequired) {
      await setSecondFactorRequired(body.secondFactorRequired);
      await recordAudit({
        actor: req.session!.username!,
        action: "auth.policy-changed",
        target: `second factor required: ${body.secondFactorRequired ? "on" : "off"}`,
        ip: clientIp(req),
      });
    }
    res.json({ secondFactorRequired: body.secondFactorRequired });
  });

  /** "Esci da tutti i dispositivi": every session of the owner ends, this one included. */
  route(r, authApi.logoutAll, async (req, res) => {
    const ended = await endAllSessions(req.session!.userId!);
    await recordAudit({ actor: req.session!.username!, action: "auth.sign-out", target: EVERY_DEVICE, ip: clientIp(req) });
    res.append("Set-Cookie", expiredCookie(SESSION_COOKIE.admin, sessionCookie));
    res.append("Set-Cookie", expiredCookie(DEVICE_COOKIE, deviceCookie));
    res.json({ success: true, ended });
  });

  route(r, authApi.session, async (req, res) => {
    const current = await sessionFromCookies("admin", req.headers.cookie);
    const account = current?.userId ? await accountSecurity(current.userId) : null;
    res.set("Cache-Control", "no-store");
    res.json(
      current && account
        ? {
            authenticated: true,
            user: { id: current.userId, username: current.username, role: current.role, name: account.name },
            factors: account.factors,
          }
        : { authenticated: false },
    );
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
