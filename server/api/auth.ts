import { Router, type Request, type Response } from "express";
import { loginSchema, superAdminKeySchema } from "~/features/auth/auth.schema";
import {
  clearFailures,
  createSession,
  deleteSession,
  DEVICE_COOKIE,
  findAdmin,
  forgetDevice,
  hashIp,
  isKnownDevice,
  readSession,
  RATE_LIMIT,
  releaseAttempt,
  rememberDevice,
  SESSION_COOKIE,
  SUPER_ADMIN_GLOBAL_MAX_FAILURES,
  takeAttempt,
  verifySuperAdminKey,
  type SessionKind,
} from "~/features/auth/auth.server";
import { seed } from "~/db/seed.server";
import type { Env } from "~/env.server";
import { HttpError } from "~/lib/http-error";
import { clientIp, parse, parseCookies } from "../http";

function setSessionCookie(res: Response, env: Env, kind: SessionKind, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE[kind], token, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.production,
    path: "/",
    expires: expiresAt,
  });
}

function clearSessionCookie(res: Response, env: Env, kind: SessionKind): void {
  res.clearCookie(SESSION_COOKIE[kind], { httpOnly: true, sameSite: "lax", secure: env.production, path: "/" });
}

function tooManyAttempts(res: Response): HttpError {
  res.set("Retry-After", String(Math.ceil(RATE_LIMIT.window / 1000)));
  return new HttpError(429, "too_many_attempts", "errors.tooManyAttempts");
}

const SUPER_ADMIN_ALL = "super-all";

/** Verifies a super-admin key, counting wrong guesses per client address and from all addresses together. */
export async function checkSuperAdminKey(req: Request, res: Response, key: string, env: Env): Promise<void> {
  const bucket = `super:${await hashIp(clientIp(req))}`;
  // The attempts are taken before the check, so parallel guesses cannot outrun the limits.
  const attempt = await takeAttempt(bucket);
  const everyone = attempt === null ? null : await takeAttempt(SUPER_ADMIN_ALL, SUPER_ADMIN_GLOBAL_MAX_FAILURES);
  if (everyone === null) {
    await releaseAttempt(attempt);
    throw tooManyAttempts(res);
  }
  if (!(await verifySuperAdminKey(key, env.superAdminKey))) {
    throw new HttpError(403, "invalid_key", "errors.invalidKey");
  }
  await clearFailures(bucket);
  await releaseAttempt(everyone);
}

export function authRouter(env: Env): Router {
  const r = Router();

  r.post("/auth/login", async (req, res) => {
    const { username, password } = parse(loginSchema, req.body);
    const ipBucket = `admin:${await hashIp(clientIp(req))}`;
    const userBucket = `admin-user:${username.toLowerCase()}`;
    // A device the owner signed in from before is exempt from the username's limit, so wrong
    // guesses from anywhere else cannot keep her out; its address's limit still holds.
    const device = parseCookies(req.headers.cookie)[DEVICE_COOKIE];
    const knownDevice = await isKnownDevice(device, username);
    // Attempts are taken before the password is checked, so parallel guesses cannot outrun the limit;
    // a wrong password keeps them, a right one clears both buckets below.
    const ipAttempt = await takeAttempt(ipBucket);
    if (ipAttempt === null) throw tooManyAttempts(res);
    if (!knownDevice && (await takeAttempt(userBucket)) === null) {
      await releaseAttempt(ipAttempt);
      throw tooManyAttempts(res);
    }
    const user = await findAdmin(username, password);
    if (!user) throw new HttpError(401, "invalid_credentials", "auth.errors.invalidCredentials");
    // Proof of the password: earlier typos from this client or on this account no longer count.
    await clearFailures(ipBucket);
    await clearFailures(userBucket);
    const { token, expiresAt } = await createSession("admin", user.id);
    setSessionCookie(res, env, "admin", token, expiresAt);
    // A fresh device token at every sign-in (the old one is retired).
    await forgetDevice(device);
    const remembered = await rememberDevice(user.id);
    res.cookie(DEVICE_COOKIE, remembered.token, {
      httpOnly: true,
      sameSite: "strict",
      secure: env.production,
      path: "/api/auth",
      expires: remembered.expiresAt,
    });
    res.json({ success: true, user });
  });

  r.post("/auth/logout", async (req, res) => {
    await deleteSession(parseCookies(req.headers.cookie)[SESSION_COOKIE.admin]);
    clearSessionCookie(res, env, "admin");
    res.json({ success: true });
  });

  r.get("/auth/session", async (req, res) => {
    const session = await readSession("admin", parseCookies(req.headers.cookie)[SESSION_COOKIE.admin]);
    res.set("Cache-Control", "no-store");
    res.json(session ? { authenticated: true, user: { id: session.userId, username: session.username } } : { authenticated: false });
  });

  r.post("/super-admin/login", async (req, res) => {
    const { key } = parse(superAdminKeySchema, req.body);
    await checkSuperAdminKey(req, res, key, env);
    const { token, expiresAt } = await createSession("super_admin", null);
    setSessionCookie(res, env, "super_admin", token, expiresAt);
    res.json({ success: true });
  });

  r.post("/super-admin/logout", async (req, res) => {
    await deleteSession(parseCookies(req.headers.cookie)[SESSION_COOKIE.super_admin]);
    clearSessionCookie(res, env, "super_admin");
    res.json({ success: true });
  });

  r.get("/super-admin/session", async (req, res) => {
    const session = await readSession("super_admin", parseCookies(req.headers.cookie)[SESSION_COOKIE.super_admin]);
    res.set("Cache-Control", "no-store").json({ authenticated: Boolean(session) });
  });

  /**
   * Creates what is missing (rooms, prices, settings, the first administrator); never a
   * second administrator, never a password reset, never an overwrite. Safe to call anytime.
   */
  r.post("/init", async (_req, res) => {
    const result = await seed({
      adminUsername: env.adminUsername,
      adminPassword: env.adminPassword,
      superAdminKey: env.superAdminKey,
      production: env.production,
    });
    res.locals.contentUnchanged = !result.rooms && !result.prices && !result.settings && !result.adminCreated;
    res.json({ success: true, message: "Inizializzazione completata", created: result });
  });

  return r;
}
