import { z } from "zod";

import { operations } from "~/lib/api-contract";
import { successAnswer } from "~/lib/api-schemas";

import { changePasswordSchema, loginSchema, superAdminKeySchema } from "./auth.schema";

/** The owner as her sign-in names her. */
export const adminUserAnswer = z.object({ id: z.number().int(), username: z.string() });

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
    summary: "Signs the owner in: sets her session cookie and remembers this device.",
    access: "public",
    body: loginSchema,
    answers: { 200: z.object({ success: z.literal(true), user: adminUserAnswer.extend({ role: z.string() }) }) },
    errors: { 400: "validation_error", 401: "invalid_credentials", 429: "too_many_attempts" },
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
    answers: { 200: z.object({ success: z.literal(true), ended: z.number().int() }) },
  },
  session: {
    method: "get",
    path: "/auth/session",
    summary: "Whether this browser holds the owner's session, and as whom.",
    access: "public",
    answers: {
      200: z.union([z.object({ authenticated: z.literal(true), user: adminUserAnswer }), z.object({ authenticated: z.literal(false) })]),
    },
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
