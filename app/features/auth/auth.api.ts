import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { successAnswer } from "~/lib/api-schemas";

import {
  changePasswordSchema,
  disableTotpSchema,
  loginSchema,
  secondFactorCodeSchema,
  secondFactorPolicySchema,
  superAdminKeySchema,
} from "./auth.schema";

/** The owner as her sign-in names her. */
export const adminUserAnswer = z.object({ id: z.number().int(), username: z.string() });

/** The second factors an account has set up (app/features/auth/factors.server.ts). */
export const factorsAnswer = z.array(z.enum(["passkey", "totp"]));

/** A sign-in that opened a session: the same answer whether it took one step or two. */
const signedInAnswer = z.object({ success: z.literal(true), user: adminUserAnswer.extend({ role: z.string() }) });

/** What "Inizializza Dati" created: rows added, and whether the first administrator was made. */
export const seedResultAnswer = z.object({
  rooms: z.number().int(),
  prices: z.number().int(),
  settings: z.number().int(),
  adminCreated: z.boolean(),
});

export const authApi = operations({
  login: {
    method: "post",
    path: "/auth/login",
    summary:
      "Signs an account in with its password: sets the session cookie and remembers this device. For an account with a second factor, answers `secondFactor` (the factors it may use) and a 5-minute cookie that opens nothing but POST /api/auth/login/second-factor.",
    access: "public",
    body: loginSchema,
    answers: { 200: z.union([signedInAnswer, z.object({ secondFactor: factorsAnswer })]) },
    errors: { 400: "validation_error", 401: "invalid_credentials", 429: "too_many_attempts" },
  },
  loginSecondFactor: {
    method: "post",
    path: "/auth/login/second-factor",
    summary:
      "The sign-in's second step: a code of the authenticator app (TOTP) or an unused recovery code, which is then spent; sets the session cookie as a one-step sign-in does. Wrong codes count against the sign-in's limits.",
    access: "public",
    body: secondFactorCodeSchema,
    answers: { 200: signedInAnswer },
    errors: { 400: "validation_error", 401: "invalid_code, sign_in_expired", 429: "too_many_attempts" },
  },
  logout: {
    method: "post",
    path: "/auth/logout",
    summary: "Signs the owner out of this browser (nothing to do when she is not signed in).",
    access: "public",
    answers: { 200: successAnswer },
  },
  changePassword: {
    method: "post",
    path: "/auth/password",
    summary: "Changes the owner's password (the current one required); her other sessions end.",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    body: changePasswordSchema,
    answers: { 200: successAnswer },
    errors: { 400: "validation_error", 429: "too_many_attempts" },
  },
  logoutAll: {
    method: "post",
    path: "/auth/logout-all",
    summary: "Ends every session of the owner, this one included, and forgets her devices.",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    answers: { 200: z.object({ success: z.literal(true), ended: z.number().int() }) },
  },
  session: {
    method: "get",
    path: "/auth/session",
    summary: "Whether this browser holds a panel account's session, as whom (its role and name) and which second factors the account has.",
    access: "public",
    answers: {
      200: z.union([
        z.object({
          authenticated: z.literal(true),
          user: adminUserAnswer.extend({ role: z.enum(["owner", "manager", "housekeeping"]), name: z.string() }),
          factors: factorsAnswer,
        }),
        z.object({ authenticated: z.literal(false) }),
      ]),
    },
  },
  startTotp: {
    method: "post",
    path: "/auth/totp",
    summary:
      "Starts setting up an authenticator app: a new key (`secret`, base32) and its `otpauth://` address (SHA-1, 6 digits, 30 seconds) for a QR code. Nothing changes until POST /api/auth/totp/verify.",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    answers: { 200: z.object({ secret: z.string(), uri: z.string() }) },
    errors: { 409: "totp_already_enabled" },
  },
  verifyTotp: {
    method: "post",
    path: "/auth/totp/verify",
    summary:
      "Turns the authenticator app on with a first code from it, and answers ten single-use recovery codes, shown this once (older ones stop working).",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    body: secondFactorCodeSchema,
    answers: { 200: z.object({ recoveryCodes: z.array(z.string()).length(10) }) },
    errors: { 400: "validation_error", 409: "totp_not_started" },
  },
  disableTotp: {
    method: "delete",
    path: "/auth/totp",
    summary:
      "Turns the authenticator app off and spends the recovery codes. Needs a fresh check: a sign-in less than 5 minutes old, the account's `password`, or a `passkey` assertion (after POST /api/auth/passkeys/reauth/options).",
    access: "staff",
    role: "housekeeping",
    selfService: true,
    body: disableTotpSchema,
    answers: { 200: successAnswer },
    errors: { 400: "validation_error", 403: "forbidden, fresh_check_required", 429: "too_many_attempts" },
  },
  getPolicy: {
    method: "get",
    path: "/auth/policy",
    summary: "Whether the owner requires a second factor of every account (off by default).",
    access: "staff",
    role: "owner",
    answers: { 200: secondFactorPolicySchema },
  },
  setPolicy: {
    method: "put",
    path: "/auth/policy",
    summary:
      "Makes a second factor compulsory, or not, for every account: while it is, an account without one may only set one up (and change its password, sign out); everything else answers 403 `second_factor_required`.",
    access: "staff",
    role: "owner",
    body: secondFactorPolicySchema,
    answers: { 200: secondFactorPolicySchema },
    errors: { 400: "validation_error" },
  },
  superAdminLogin: {
    method: "post",
    path: "/super-admin/login",
    summary: "Opens a super-admin session with the super-admin key.",
    access: "public",
    body: superAdminKeySchema,
    answers: { 200: successAnswer },
    errors: { 400: "validation_error", 403: "invalid_key", 429: "too_many_attempts" },
  },
  superAdminLogout: {
    method: "post",
    path: "/super-admin/logout",
    summary: "Ends the super-admin session of this browser (nothing to do when there is none).",
    access: "public",
    answers: { 200: successAnswer },
  },
  superAdminSession: {
    method: "get",
    path: "/super-admin/session",
    summary: "Whether this browser holds a super-admin session.",
    access: "public",
    answers: { 200: z.object({ authenticated: z.boolean() }) },
  },
  init: {
    method: "post",
    path: "/init",
    summary: "Creates what is missing (rooms, prices, settings, the first administrator); never overwrites anything.",
    access: "public",
    answers: { 200: z.object({ success: z.literal(true), message: z.string(), created: seedResultAnswer }) },
  },
});
